import { gzipSync } from "node:zlib";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../../app/shell/start-after-paint.ts";

/**
 * The JavaScript a first visit downloads before the page is interactive:
 * every module the HTML loads or preloads, and the modules they import
 * statically (what a browser fetches at once), gzip-compressed. The server
 * hands React Router's preloads and module script over held until the first
 * paint (decision 0030); they are loaded all the same, so they count.
 */
const PRELOAD = `(?:modulepreload|${HELD_PRELOAD_REL})`;
const MODULE = `(?:module|${HELD_MODULE_TYPE})`;

/** Script sources and module preloads in the page, and the inline module's imports. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) if (src) found.add(src);
  const preloads = [
    new RegExp(`<link\\b[^>]*rel="${PRELOAD}"[^>]*href="([^"]+)"`, "g"),
    new RegExp(`<link\\b[^>]*href="([^"]+)"[^>]*rel="${PRELOAD}"`, "g"),
  ];
  for (const pattern of preloads) {
    for (const [, href] of html.matchAll(pattern)) if (href) found.add(href);
  }
  const modules = new RegExp(`<script\\b[^>]*type="${MODULE}"[^>]*>([\\s\\S]*?)<\\/script>`, "g");
  for (const [, code] of html.matchAll(modules)) {
    for (const [, spec] of (code ?? "").matchAll(/import\s*(?:[^"';]*from\s*)?["']([^"']+)["']/g)) {
      if (spec?.startsWith("/")) found.add(spec);
    }
  }
  return [...found];
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), as absolute paths. */
function staticImportsOf(code: string, modulePath: string): string[] {
  const imports: string[] = [];
  for (const [, spec] of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+)["']/g,
  )) {
    if (spec?.startsWith(".") || spec?.startsWith("/")) {
      imports.push(new URL(spec, `http://x${modulePath}`).pathname);
    }
  }
  return imports;
}

export interface FirstLoad {
  files: { path: string; bytes: number; gzip: number }[];
  gzipTotal: number;
}

export async function firstLoadJavaScript(origin: string, html: string): Promise<FirstLoad> {
  const queue = scriptsOf(html);
  const seen = new Set<string>();
  const files: FirstLoad["files"] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
    const code = Buffer.from(await response.arrayBuffer());
    files.push({ path, bytes: code.length, gzip: gzipSync(code).length });
    queue.push(...staticImportsOf(code.toString("utf8"), path));
  }
  return { files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) };
}

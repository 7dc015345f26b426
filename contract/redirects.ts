import { sameSitePath } from "./same-site-path.ts";

// One set of redirect rules for the studio's validation and the site's answers, so they agree.

export interface Redirect {
  source: string;
  destination: string;
  permanent: boolean;
}

export const MAX_REDIRECT_HOPS = 5;

const MAX_REDIRECT_LENGTH = 500;

const NEVER_REDIRECTED = [
  // app/route-table.ts OTHER_ROUTES; a test holds them here.
  "/session",
  "/logout",
  "/login-panel",
  "/passkeys",
  "/my-profile/passkeys",
  "/robots.txt",
  "/sitemap.xml",
  "/rss.xml",
  "/hi/rss.xml",
  "/language",
  "/staff",
  "/service/",
  "/preview",
  "/webhooks",
  "/healthz",
  "/readyz",
  "/metrics",
  "/assets/",
  "/images/",
  "/content-images/",
] as const;

/** Characters a Location header may not carry: a control, a space, a backslash. */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

export function isReservedPath(path: string): boolean {
  return NEVER_REDIRECTED.some((prefix) =>
    prefix.endsWith("/")
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}

export function normaliseSource(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) {
    return null;
  }
  if (!value.startsWith("/") || value.startsWith("//") || hasUnsafeCharacter(value)) return null;
  if (value.includes("?") || value.includes("#")) return null;
  // An encoded slash or backslash, or a dot segment, would be another path to a browser or a proxy.
  if (/%2f|%5c/i.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (hasUnsafeCharacter(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded)) return null;
  // As a request's path is written: "/über" is "/%C3%BCber".
  const path = new URL(value, "http://site.invalid").pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export type Destination = { kind: "path"; path: string } | { kind: "url"; url: string };

export function parseDestination(value: unknown): Destination | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) {
    return null;
  }
  if (hasUnsafeCharacter(value)) return null;
  if (value.startsWith("/")) {
    const path = sameSitePath(value);
    return path ? { kind: "path", path } : null;
  }
  if (!value.startsWith("https://")) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return null;
  return { kind: "url", url: url.href };
}

/** A source given twice keeps its first. */
export function redirectTable(redirects: readonly Redirect[]): ReadonlyMap<string, Redirect> {
  const table = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const source = normaliseSource(redirect.source);
    if (!source || isReservedPath(source) || table.has(source)) continue;
    if (!parseDestination(redirect.destination)) continue;
    table.set(source, { ...redirect, source });
  }
  return table;
}

export type Resolution =
  | { kind: "none" }
  | { kind: "cycle"; sources: string[] }
  | { kind: "redirect"; location: string; status: 301 | 307; hops: number };

/** 301 only when every hop is permanent; a cycle answers as if there were no redirect. */
export function resolveRedirect(
  table: ReadonlyMap<string, Redirect>,
  pathname: string,
): Resolution {
  const start = normaliseSource(pathname);
  if (!start || isReservedPath(start) || !table.has(start)) return { kind: "none" };
  const seen = [start];
  let current = start;
  let permanent = true;
  let location = start;
  for (let hop = 1; hop <= MAX_REDIRECT_HOPS; hop += 1) {
    const redirect = table.get(current) as Redirect;
    permanent &&= redirect.permanent;
    const destination = parseDestination(redirect.destination) as Destination;
    if (destination.kind === "url") {
      return {
        kind: "redirect",
        location: destination.url,
        status: permanent ? 301 : 307,
        hops: hop,
      };
    }
    location = destination.path;
    const next = normaliseSource(new URL(location, "http://site.invalid").pathname);
    if (next && seen.includes(next)) return { kind: "cycle", sources: seen };
    if (!next || !table.has(next) || hop === MAX_REDIRECT_HOPS) {
      return { kind: "redirect", location, status: permanent ? 301 : 307, hops: hop };
    }
    seen.push(next);
    current = next;
  }
  return { kind: "redirect", location, status: permanent ? 301 : 307, hops: MAX_REDIRECT_HOPS };
}

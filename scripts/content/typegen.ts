/**
 * `--check` always regenerates: a shortcut on unchanged inputs could miss a change in the CLI,
 * the schema helpers or a query's imports.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { blockShapesSource } from "./typegen-shapes.ts";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

const root = path.resolve(import.meta.dirname, "../..");
const studioDir = path.join(root, "studio");
const sanityCli = path.join(
  path.dirname(require.resolve("@sanity/cli/package.json")),
  "bin",
  "run.js",
);
const biomeCli = path.join(
  path.dirname(require.resolve("@biomejs/biome/package.json")),
  "bin",
  "biome",
);

const SCHEMA_FILE = "studio/schema.json";
const TYPES_FILE = "app/content/sanity.types.ts";
const SHAPES_FILE = "app/page-builder/block-shapes.generated.ts";

class StepError extends Error {}

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

async function sanity(args: string[], outDir: string | undefined): Promise<void> {
  try {
    await run(process.execPath, [sanityCli, ...args], {
      cwd: studioDir,
      // TYPEGEN_OUT_DIR: read by studio/sanity.cli.ts. DO_NOT_TRACK: no telemetry calls.
      env: {
        ...process.env,
        DO_NOT_TRACK: "1",
        TYPEGEN_OUT_DIR: outDir ? path.relative(studioDir, outDir) : "",
      },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new StepError(`sanity ${args.join(" ")} failed:\n${stdout}${stderr}`);
  }
}

async function formatLike(repoPath: string, file: string): Promise<void> {
  const source = await readFile(file, "utf8");
  const child = execFile(process.execPath, [biomeCli, "format", `--stdin-file-path=${repoPath}`]);
  child.stdin?.end(source);
  let formatted = "";
  let errors = "";
  child.stdout?.on("data", (chunk) => {
    formatted += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new StepError(`biome could not format ${repoPath}:\n${errors}`);
  await writeFile(file, formatted);
}

function firstDifference(expected: string, actual: string): string {
  const a = expected.replace(/\n$/, "").split("\n");
  const b = actual.replace(/\n$/, "").split("\n");
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `  line ${at + 1}\n  checked in: ${b[at] ?? "(end of file)"}\n  generated:  ${a[at] ?? "(end of file)"}`;
}

async function generate(
  outDir: string | undefined,
): Promise<{ schema: string; types: string; shapes: string }> {
  const schema = outDir ? path.join(outDir, "schema.json") : path.join(root, SCHEMA_FILE);
  const types = outDir ? path.join(outDir, "sanity.types.ts") : path.join(root, TYPES_FILE);
  const shapes = outDir ? path.join(outDir, "block-shapes.ts") : path.join(root, SHAPES_FILE);
  await step("Extracted the studio schema", () => sanity(["schema", "extract", "--force"], outDir));
  await step("Generated the query types", () => sanity(["typegen", "generate"], outDir));
  if (outDir) {
    // TypeGen names the schema file it read; name the checked-in one, as `npm run typegen` does.
    const source = `// Source: ${path.relative(studioDir, schema)}\n`;
    const text = await readFile(types, "utf8");
    await writeFile(types, text.replace(source, "// Source: schema.json\n"));
  }
  await step("Generated the blocks' shapes", async () =>
    writeFile(shapes, blockShapesSource(await readFile(schema, "utf8"))),
  );
  await formatLike(SCHEMA_FILE, schema);
  await formatLike(TYPES_FILE, types);
  await formatLike(SHAPES_FILE, shapes);
  return { schema, types, shapes };
}

async function check(): Promise<boolean> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "typegen-check-"));
  try {
    const fresh = await generate(outDir);
    let upToDate = true;
    for (const [repoPath, generatedFile] of [
      [SCHEMA_FILE, fresh.schema],
      [TYPES_FILE, fresh.types],
      [SHAPES_FILE, fresh.shapes],
    ] as const) {
      const generated = await readFile(generatedFile, "utf8");
      const checkedIn = await readFile(path.join(root, repoPath), "utf8").catch(() => "");
      if (generated !== checkedIn) {
        upToDate = false;
        console.error(`${repoPath} is stale: run npm run typegen`);
        console.error(firstDifference(generated, checkedIn));
      }
    }
    if (upToDate) console.log(`${SCHEMA_FILE}, ${TYPES_FILE} and ${SHAPES_FILE} are up to date.`);
    return upToDate;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

try {
  if (process.argv.includes("--check")) {
    if (!(await check())) process.exitCode = 1;
  } else {
    await generate(undefined);
    console.log(`Wrote ${SCHEMA_FILE}, ${TYPES_FILE} and ${SHAPES_FILE}.`);
  }
} catch (error) {
  if (!(error instanceof StepError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

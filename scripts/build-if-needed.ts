/**
 * Builds the site when its sources changed since the last build (the stamp in
 * build/.fingerprint), as `npm start` does before serving. The browser suite
 * calls it once before it starts its servers, which would otherwise each build
 * into the same folder at once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildFingerprint } from "./build-fingerprint.ts";

/** Whether it built: false when the build was current. A failed build ends the process. */
export function buildIfNeeded(root: string): boolean {
  const stampFile = path.join(root, "build", ".fingerprint");
  const fingerprint = buildFingerprint(root);
  const serverBuild = path.join(root, "build", "server", "index.js");
  if (existsSync(serverBuild) && existsSync(stampFile)) {
    if (readFileSync(stampFile, "utf8").trim() === fingerprint) return false;
  }
  console.log("Building the site (sources changed since the last build)…");
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${fingerprint}\n`);
  return true;
}

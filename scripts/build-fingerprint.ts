import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What the production build is made from; a change to any of these means a rebuild. */
const BUILD_INPUTS = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function listFiles(entry: string): string[] {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(entry);
  } catch {
    return [];
  }
  if (!stats.isDirectory()) return [entry];
  return readdirSync(entry)
    .filter((name) => !name.endsWith(".test.ts") && !name.endsWith(".test.tsx"))
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** A hash of the build inputs' paths and contents. */
export function buildFingerprint(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of listFiles(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

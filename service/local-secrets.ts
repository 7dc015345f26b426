import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets for the embedded defaults: generated once per data directory and
 * kept there (mode 0600), so they survive restarts and are never constants in
 * the code. Deployments pass theirs in the environment instead.
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    // First start: no file yet.
  }
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString("hex");
  secrets[name] = created;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return created;
}

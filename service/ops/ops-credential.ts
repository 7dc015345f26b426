/**
 * `npm run ops` reaches the server that owns the embedded database through an owner-only file
 * with a per-run token (decision 0031); one left by a killed server names a dead pid.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import type { OpsOutput } from "./run.ts";

export interface OpsCredential {
  url: string;
  token: string;
  pid: number;
}

export type OpsLine = { kind: "log" | "error"; text: string } | { kind: "table"; rows: unknown[] };

export interface OpsReply {
  exit_code: number;
  output: OpsLine[];
}

export const OPS_AUTH_SCHEME = "Ops";
const FILE = "ops-credential.json";

export const newOpsToken = () => randomBytes(32).toString("base64url");

export function operatorName(): string | undefined {
  try {
    const name = userInfo().username;
    return /^[\w.@-]{1,64}$/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

export function writeOpsCredential(dataDir: string, credential: OpsCredential): () => void {
  const file = path.join(dataDir, FILE);
  // A file left behind keeps its permissions when rewritten: start from none.
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify(credential)}\n`, { mode: 0o600, flag: "wx" });
  return () => rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readOpsCredential(dataDir: string): OpsCredential | null {
  let credential: Partial<OpsCredential>;
  try {
    credential = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8"));
  } catch {
    return null;
  }
  const { url, token, pid } = credential;
  if (typeof url !== "string" || typeof token !== "string" || typeof pid !== "number") return null;
  return alive(pid) ? { url, token, pid } : null;
}

const LONG_COMMANDS = new Set(["backup", "restore"]);

export async function runOpsOnServer(
  credential: OpsCredential,
  args: string[],
  out: OpsOutput,
): Promise<number> {
  let response: Response;
  try {
    response = await fetch(new URL("ops/run/", credential.url), {
      method: "POST",
      headers: {
        authorization: `${OPS_AUTH_SCHEME} ${credential.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ args, operator: operatorName() }),
      signal: AbortSignal.timeout(LONG_COMMANDS.has(args[0] ?? "") ? 30 * 60_000 : 60_000),
    });
  } catch (error) {
    out.error(
      `The portal server (process ${credential.pid}) holds the database but did not answer at ` +
        `${credential.url} (${(error as Error).message}). The command may still be running there: ` +
        "look at its log (and `npm run ops -- audit`) before you run it again.",
    );
    return 1;
  }
  const reply = (await response.json().catch(() => null)) as OpsReply | null;
  if (!response.ok || !reply || !Array.isArray(reply.output)) {
    out.error(`The portal server refused the command (HTTP ${response.status}).`);
    return 1;
  }
  for (const line of reply.output) {
    if (line.kind === "table") out.table(line.rows);
    else if (line.kind === "error") out.error(line.text);
    else out.log(line.text);
  }
  return reply.exit_code;
}

/**
 * How `npm run ops` reaches the running server that holds the embedded
 * database (one owner of the data). When it starts, the server
 * writes `DATA_DIR/ops-credential.json`, readable by its own system user
 * only, with its loopback address and a random token made for this run; the
 * CLI reads it and sends the command to `POST <service>/ops/run/` with
 * `Authorization: Ops <token>`, where it runs on the server's own database
 * (`service/endpoints/ops.ts`). The file goes when the server stops; one left
 * by a server that was killed names a process that is gone and is ignored.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import type { OpsOutput } from "./run.ts";

export interface OpsCredential {
  /** The service API's base URL on the loopback, ending in "/". */
  url: string;
  token: string;
  pid: number;
}

/** One line of a command's output, as the server sends it back. */
export type OpsLine = { kind: "log" | "error"; text: string } | { kind: "table"; rows: unknown[] };

export interface OpsReply {
  exit_code: number;
  output: OpsLine[];
}

export const OPS_AUTH_SCHEME = "Ops";
const FILE = "ops-credential.json";

export const newOpsToken = () => randomBytes(32).toString("base64url");

/** The system user at this terminal, for the audit log (undefined when it cannot be told). */
export function operatorName(): string | undefined {
  try {
    const name = userInfo().username;
    return /^[\w.@-]{1,64}$/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the credential (owner-only); returns its removal. */
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

/** The running server's credential, or null when none is written or its process is gone. */
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

/** Sends the command to the server and replays its output; returns the command's exit code. */
/** Commands that read or write the whole database. */
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
      // A backup or a restore of a large database takes longer than a grant.
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

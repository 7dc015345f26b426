import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { fail, json } from "../http/responses.ts";
import { OPS_AUTH_SCHEME, type OpsLine, type OpsReply } from "../ops/ops-credential.ts";
import { runOps } from "../ops/run.ts";

const OpsRunSchema = z.object({
  args: z.array(z.string().max(200, "Each argument is at most 200 characters.")).max(12),
  operator: z
    .string()
    .regex(/^[\w.@-]{1,64}$/, "A system user name, up to 64 characters.")
    .optional(),
});

function isLoopback(address: string): boolean {
  if (isIP(address) === 0) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

function tokenMatches(header: string | null, expected: string): boolean {
  const prefix = `${OPS_AUTH_SCHEME} `;
  if (!header?.startsWith(prefix)) return false;
  const given = Buffer.from(header.slice(prefix.length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Only with this run's token, only from this machine; anything else is a 404. */
export async function runOpsCommand(request: Request, context: ServiceContext): Promise<Response> {
  const token = context.opsToken;
  // A proxy in TRUST_PROXY could otherwise forward "127.0.0.1" for anyone.
  if (!token || !isLoopback(context.clientAddress) || !isLoopback(context.peerAddress)) {
    throw fail.notFound();
  }
  if (!tokenMatches(request.headers.get("authorization"), token)) throw fail.notFound();
  await context.limiter.hit("opsCommandsPerAddress", context.clientAddress);
  const { args, operator } = await readValid(request, OpsRunSchema);
  const output: OpsLine[] = [];
  const actor = `npm run ops${operator ? ` (${operator})` : ""} through the server`;
  const exitCode = await runOps(
    args,
    context.db,
    {
      log: (text) => output.push({ kind: "log", text }),
      error: (text) => output.push({ kind: "error", text }),
      table: (rows) => output.push({ kind: "table", rows }),
    },
    actor,
    context.settings.sealingKey,
  );
  context.users.clear();
  // The server's own log keeps what was done to its data, and by which door.
  console.error(`npm run ops (through this server): ${args.join(" ")} → exit ${exitCode}`);
  const reply: OpsReply = { exit_code: exitCode, output };
  return json(reply);
}

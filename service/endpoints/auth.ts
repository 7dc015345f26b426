import { DRF } from "#contract/messages.ts";
import { LoginSchema, RefreshSchema, TokenSchema } from "#contract/schemas.ts";
import { authenticate } from "../auth/authenticate.ts";
import { noticeSignIn, signInDevice } from "../auth/new-device.ts";
import { dummyHash, verifyPassword } from "../auth/passwords.ts";
import { TokenError } from "../auth/tokens.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { ApiError, fail, json } from "../http/responses.ts";

const FREE_FAILURES = 3;
const ACCOUNT_SLOWDOWN_AFTER = 50;

/** Slows guessing without ever refusing the owner. */
function signInDelayMs(pairFailures: number, accountFailures: number): number {
  const pair =
    pairFailures < FREE_FAILURES ? 0 : Math.min(4_000, 250 * 2 ** (pairFailures - FREE_FAILURES));
  return pair + (accountFailures >= ACCOUNT_SLOWDOWN_AFTER ? 1_000 : 0);
}

const isOverLimit = (error: unknown) => error instanceof ApiError && error.status === 429;

export async function createToken(request: Request, context: ServiceContext): Promise<Response> {
  const { username, password } = await readValid(request, LoginSchema);
  const usernameKey = username.toLowerCase();
  const pairKey = `${usernameKey}|${context.clientAddress}`;
  await context.limiter.check("loginFailuresPerAccountAndAddress", pairKey);
  await context.limiter.check("loginFailuresPerAddress", context.clientAddress);
  const [pairFailures, accountFailures] = await Promise.all([
    context.limiter.count("loginFailuresPerAccountAndAddress", pairKey),
    context.limiter.count("loginFailuresPerAccount", usernameKey),
  ]);
  const delay = signInDelayMs(pairFailures, accountFailures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const user = await context.db
    .selectFrom("users")
    .select(["id", "email", "name", "password", "is_active", "token_version"])
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", usernameKey))
    .executeTakeFirst();
  // Always verify a hash, so an unknown username takes as long as a wrong password.
  const valid = await verifyPassword(user?.password ?? (await dummyHash()), password);
  if (!user || !valid || !user.is_active) {
    const counted = await Promise.allSettled([
      context.limiter.hit("loginFailuresPerAccountAndAddress", pairKey),
      context.limiter.hit("loginFailuresPerAddress", context.clientAddress),
      context.limiter.hit("loginFailuresPerAccount", usernameKey),
    ]);
    // An uncountable failure (Redis read-only after a failover) is refused, or guesses go unslowed.
    for (const outcome of counted) {
      if (outcome.status === "rejected" && !isOverLimit(outcome.reason)) throw outcome.reason;
    }
    throw fail.badCredentials();
  }
  await context.limiter.reset("loginFailuresPerAccountAndAddress", pairKey);
  noticeSignIn(context, user, signInDevice(request));
  return json(await context.tokens.issuePair(user.id, user.token_version));
}

async function isRevoked(context: ServiceContext, jti: string): Promise<boolean> {
  const row = await context.db
    .selectFrom("revoked_tokens")
    .select("jti")
    .where("jti", "=", jti)
    .executeTakeFirst();
  return row !== undefined;
}

async function readRefresh(context: ServiceContext, token: string) {
  let claims: Awaited<ReturnType<ServiceContext["tokens"]["read"]>>;
  try {
    claims = await context.tokens.read(token, "refresh");
  } catch (error) {
    if (error instanceof TokenError) throw fail.tokenNotValid();
    throw error;
  }
  if (await isRevoked(context, claims.jti)) throw fail.tokenNotValid(DRF.tokenBlacklisted);
  const user = await context.db
    .selectFrom("users")
    .select(["id", "is_active", "token_version"])
    .where("id", "=", claims.user_id)
    .executeTakeFirst();
  if (!user?.is_active) throw fail.tokenNotValid();
  if ((claims.ver ?? 0) !== user.token_version) throw fail.tokenNotValid(DRF.tokenBlacklisted);
  return { ...claims, version: user.token_version };
}

/** False when a concurrent rotation won. */
async function revoke(context: ServiceContext, jti: string, exp: number): Promise<boolean> {
  const inserted = await context.db
    .insertInto("revoked_tokens")
    .values({ jti, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.column("jti").doNothing())
    .returning("jti")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function refreshToken(request: Request, context: ServiceContext): Promise<Response> {
  const { refresh } = await readValid(request, RefreshSchema);
  const claims = await readRefresh(context, refresh);
  if (!(await revoke(context, claims.jti, claims.exp)))
    throw fail.tokenNotValid(DRF.tokenBlacklisted);
  return json(await context.tokens.issuePair(claims.user_id, claims.version, claims.mfa));
}

export async function verifyToken(request: Request, context: ServiceContext): Promise<Response> {
  const { token } = await readValid(request, TokenSchema);
  let claims: Awaited<ReturnType<ServiceContext["tokens"]["read"]>>;
  try {
    claims = await context.tokens.read(token);
  } catch (error) {
    if (error instanceof TokenError) throw fail.tokenNotValid();
    throw error;
  }
  if (claims.token_type === "refresh") await readRefresh(context, token);
  return json({});
}

export async function blacklistToken(request: Request, context: ServiceContext): Promise<Response> {
  const { refresh } = await readValid(request, RefreshSchema);
  const claims = await readRefresh(context, refresh);
  await revoke(context, claims.jti, claims.exp);
  return json({});
}

export async function logoutAll(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticate(request, context);
  await context.db
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
    .where("id", "=", user.id)
    .execute();
  context.users.invalidate(user.id);
  return new Response(null, { status: 204 });
}

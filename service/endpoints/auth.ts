import { dummyHash, verifyPassword } from "../auth/passwords.ts";
import { TokenError } from "../auth/tokens.ts";
import type { ServiceContext } from "../context.ts";
import { DRF } from "../contract/messages.ts";
import { LoginSchema, RefreshSchema, TokenSchema } from "../contract/schemas.ts";
import { readValid } from "../http/body.ts";
import { fail, json } from "../http/responses.ts";

/** POST auth/jwt/create/ {username, password} → {access, refresh} */
export async function createToken(request: Request, context: ServiceContext): Promise<Response> {
  const { username, password } = await readValid(request, LoginSchema);
  const usernameKey = username.toLowerCase();
  await context.limiter.check("loginFailuresPerUsername", usernameKey);
  await context.limiter.check("loginFailuresPerAddress", context.clientAddress);

  const user = await context.db
    .selectFrom("users")
    .select(["id", "password", "is_active", "token_version"])
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", usernameKey))
    .executeTakeFirst();
  // Always verify a hash, so an unknown username takes as long as a wrong password.
  const valid = await verifyPassword(user?.password ?? (await dummyHash()), password);
  if (!user || !valid || !user.is_active) {
    await context.limiter.hit("loginFailuresPerUsername", usernameKey).catch(() => {});
    await context.limiter.hit("loginFailuresPerAddress", context.clientAddress).catch(() => {});
    throw fail.badCredentials();
  }
  await context.limiter.reset("loginFailuresPerUsername", usernameKey);
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

/** A refresh token that is valid, not revoked, and whose user may still sign in. */
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
  // A password reset raised the version: every refresh token issued before it is dead.
  if ((claims.ver ?? 0) !== user.token_version) throw fail.tokenNotValid(DRF.tokenBlacklisted);
  return { ...claims, version: user.token_version };
}

/** Marks a refresh token dead; false when it already was (a concurrent rotation won). */
async function revoke(context: ServiceContext, jti: string, exp: number): Promise<boolean> {
  const inserted = await context.db
    .insertInto("revoked_tokens")
    .values({ jti, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.column("jti").doNothing())
    .returning("jti")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** POST auth/jwt/refresh/ {refresh} → {access, refresh}; the old refresh token is dead afterwards. */
export async function refreshToken(request: Request, context: ServiceContext): Promise<Response> {
  const { refresh } = await readValid(request, RefreshSchema);
  const claims = await readRefresh(context, refresh);
  if (!(await revoke(context, claims.jti, claims.exp)))
    throw fail.tokenNotValid(DRF.tokenBlacklisted);
  return json(await context.tokens.issuePair(claims.user_id, claims.version));
}

/** POST auth/jwt/verify/ and api/auth/jwt/verify/ {token} → {} */
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

/** POST auth/jwt/blacklist/ {refresh} → {}: logout. */
export async function blacklistToken(request: Request, context: ServiceContext): Promise<Response> {
  const { refresh } = await readValid(request, RefreshSchema);
  const claims = await readRefresh(context, refresh);
  await revoke(context, claims.jti, claims.exp);
  return json({});
}

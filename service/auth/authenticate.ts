import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { ApiError, fail } from "../http/responses.ts";
import { type TokenClaims, TokenError } from "./tokens.ts";

/** The user of a Bearer access token, as simplejwt's JWTAuthentication decides it. */
export function authenticate(request: Request, context: ServiceContext): Promise<User> {
  return authenticateHeader(request.headers.get("authorization"), context);
}

/** The same, from the Authorization header's value (the host's app/me/ fast path has no Request). */
export async function authenticateHeader(
  header: string | null,
  context: ServiceContext,
): Promise<User> {
  return (await signedInBy(header, context)).user;
}

/** The user and the access token's claims (what the sign-in proved, and when). */
export function signedIn(
  request: Request,
  context: ServiceContext,
): Promise<{ user: User; claims: TokenClaims }> {
  return signedInBy(request.headers.get("authorization"), context);
}

async function signedInBy(
  header: string | null,
  context: ServiceContext,
): Promise<{ user: User; claims: TokenClaims }> {
  if (!header) throw fail.noCredentials();
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== "bearer") throw fail.noCredentials();
  if (!token || rest.length > 0) throw fail.bearerNotValid();
  let claims: TokenClaims;
  try {
    claims = await context.tokens.read(token, "access");
  } catch (error) {
    if (error instanceof TokenError) throw fail.bearerNotValid();
    throw error;
  }
  const user = await context.users.get(claims.user_id);
  if (!user) throw new ApiError(401, { detail: "User not found", code: "user_not_found" });
  // Issued before a password reset or "sign out everywhere": dead on every call, not only on
  // refresh. Another instance's change shows within the user cache's 2 seconds.
  if ((claims.ver ?? 0) !== user.token_version) throw fail.bearerNotValid();
  if (!user.is_active)
    throw new ApiError(401, { detail: "User is inactive", code: "user_inactive" });
  return { user, claims };
}

/** The same, and the user must hold pro_pmt (403 otherwise). */
export async function authenticateProPmt(request: Request, context: ServiceContext): Promise<User> {
  const user = await authenticate(request, context);
  if (!user.pro_pmt) throw fail.forbidden();
  return user;
}

import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { createVerifiedTokenCache } from "./verified-tokens.ts";

/**
 * JWTs shaped like djangorestframework-simplejwt's: HS256, with token_type,
 * exp, iat, jti and user_id. Only HS256 is accepted, and a token is only
 * accepted as the type it was issued as.
 */

export type TokenType = "access" | "refresh";

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  /** The user's token version when issued: a password reset or "sign out everywhere" raises it. */
  ver?: number;
  /**
   * Ours: when this sign-in last proved a second factor (a code, a recovery code or a passkey),
   * in seconds since the epoch. A refresh carries it on; staff calls need it, harm needs it recent.
   */
  mfa?: number;
}

export interface TokenSettings {
  secretKey: string;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
}

/** A user id a row can have: a whole number from 1 to PostgreSQL's integer maximum. */
const isRowId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

const isVersion = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;

export class TokenError extends Error {
  override name = "TokenError";
}

export function createTokenSigner(settings: TokenSettings) {
  const key = new TextEncoder().encode(settings.secretKey);
  const verified = createVerifiedTokenCache<TokenClaims>();

  async function issue(
    type: TokenType,
    userId: number,
    now = Date.now(),
    version = 0,
    mfa?: number,
  ): Promise<string> {
    const iat = Math.floor(now / 1000);
    const lifetime =
      type === "access" ? settings.accessLifetimeSeconds : settings.refreshLifetimeSeconds;
    const claims = { token_type: type, user_id: userId, ver: version, ...(mfa ? { mfa } : {}) };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetime)
      .setJti(randomBytes(16).toString("hex"))
      .sign(key);
  }

  async function read(token: string, expected?: TokenType): Promise<TokenClaims> {
    const known = verified.get(token);
    if (known) {
      if (expected && known.token_type !== expected) throw new TokenError("wrong token type");
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      const claims = payload as Partial<TokenClaims>;
      if (
        (claims.token_type !== "access" && claims.token_type !== "refresh") ||
        !isRowId(claims.user_id) ||
        (claims.ver !== undefined && !isVersion(claims.ver)) ||
        (claims.mfa !== undefined && !isVersion(claims.mfa)) ||
        typeof claims.jti !== "string" ||
        typeof claims.exp !== "number" ||
        typeof claims.iat !== "number"
      ) {
        throw new TokenError("malformed claims");
      }
      verified.set(token, claims as TokenClaims);
      if (expected && claims.token_type !== expected) throw new TokenError("wrong token type");
      return claims as TokenClaims;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JOSEError) throw new TokenError(error.code);
      throw new TokenError("invalid token");
    }
  }

  return {
    /** `mfa`: when the second factor was last proved (seconds), carried from the sign-in on. */
    issuePair: async (userId: number, version = 0, mfa?: number) => ({
      access: await issue("access", userId, Date.now(), version, mfa),
      refresh: await issue("refresh", userId, Date.now(), version, mfa),
    }),
    issue,
    read,
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import type { z } from "zod";
import { PASSKEY_WORDS, PasskeyAssertionSchema } from "#contract/passkeys.ts";
import { authenticate } from "../auth/authenticate.ts";
import { noticeSignIn, signInDevice } from "../auth/new-device.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { ApiError, json } from "../http/responses.ts";
import {
  type CeremonyPurpose,
  challengeOf,
  issueChallenge,
  takeChallenge,
} from "../passkeys/challenges.ts";
import { relyingParty } from "../passkeys/relying-party.ts";
import { userHandleOf } from "./passkeys.ts";

/**
 * Signing in with a passkey (no account named, so nothing tells whether an account exists), and a
 * signed-in person proving it again with one of theirs. Either answers a pair like
 * auth/jwt/create/'s, with `mfa` now: the passkey was a possession and, verified, a second factor.
 */

type Assertion = z.output<typeof PasskeyAssertionSchema>["response"];

const notAccepted = () => new ApiError(401, { detail: PASSKEY_WORDS.notAccepted });
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function signInOptions(_request: Request, context: ServiceContext): Promise<Response> {
  const rp = relyingParty(context);
  await context.limiter.hit("passkeyOptionsPerAddress", context.clientAddress);
  const challenge = await issueChallenge(context.db, "sign-in", null);
  return json(await optionsFor(rp.id, challenge, []));
}

export async function confirmOptions(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticate(request, context);
  const rp = relyingParty(context);
  await context.limiter.hit("passkeyOptionsPerAddress", context.clientAddress);
  const mine = await context.db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", user.id)
    .execute();
  if (mine.length === 0) throw new ApiError(400, { detail: PASSKEY_WORDS.unknownPasskey });
  const challenge = await issueChallenge(context.db, "confirm", user.id);
  return json(await optionsFor(rp.id, challenge, mine));
}

function optionsFor(
  rpId: string,
  challenge: string,
  allowed: { credential_id: string; transports: string[] }[],
) {
  return generateAuthenticationOptions({
    rpID: rpId,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    allowCredentials: allowed.map((row) => ({ id: row.credential_id, transports: row.transports })),
    userVerification: "preferred",
    timeout: 5 * 60 * 1000,
  });
}

export async function signInWithPasskey(
  request: Request,
  context: ServiceContext,
): Promise<Response> {
  await context.limiter.check("passkeyFailuresPerAddress", context.clientAddress);
  try {
    const { response } = await readValid(request, PasskeyAssertionSchema);
    const user = await verifyAssertion(context, response, "sign-in", null);
    noticeSignIn(context, user, signInDevice(request), "passkey");
    return json(await context.tokens.issuePair(user.id, user.token_version, nowSeconds()));
  } catch (error) {
    if (error instanceof ApiError && error.status < 429) {
      await context.limiter.hit("passkeyFailuresPerAddress", context.clientAddress);
    }
    throw error;
  }
}

/** A fresh pair with `mfa` now, for a person already signed in (a step up before harm). */
export async function confirmWithPasskey(
  request: Request,
  context: ServiceContext,
): Promise<Response> {
  const user = await authenticate(request, context);
  await context.limiter.check("passkeyFailuresPerAddress", context.clientAddress);
  try {
    const { response } = await readValid(request, PasskeyAssertionSchema);
    const owner = await verifyAssertion(context, response, "confirm", user.id);
    return json(await context.tokens.issuePair(owner.id, owner.token_version, nowSeconds()));
  } catch (error) {
    if (error instanceof ApiError && error.status < 429) {
      await context.limiter.hit("passkeyFailuresPerAddress", context.clientAddress);
    }
    throw error;
  }
}

/**
 * The assertion's challenge taken (once, for this ceremony and person), its passkey found, its
 * signature, origin, relying party and counter checked; the passkey's use recorded. The owner.
 */
async function verifyAssertion(
  context: ServiceContext,
  response: Assertion,
  purpose: CeremonyPurpose,
  userId: number | null,
) {
  const rp = relyingParty(context);
  const challenge = challengeOf(response.response.clientDataJSON);
  await takeChallenge(context.db, challenge, purpose, userId);
  let query = context.db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select([
      "passkeys.id as passkey_id",
      "passkeys.public_key",
      "passkeys.counter",
      "passkeys.transports",
      "users.id",
      "users.email",
      "users.name",
      "users.is_active",
      "users.token_version",
    ])
    .where("passkeys.credential_id", "=", response.id);
  if (userId !== null) query = query.where("passkeys.user_id", "=", userId);
  const found = await query.executeTakeFirst();
  if (!found) throw new ApiError(401, { detail: PASSKEY_WORDS.unknownPasskey });
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(found.id)).toString("base64url")) {
    throw notAccepted();
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(Buffer.from(found.public_key, "base64url")),
        counter: Number(found.counter),
        transports: found.transports as never,
      },
      requireUserVerification: false,
    });
  } catch {
    throw notAccepted();
  }
  if (!verified.verified) throw notAccepted();
  // After the signature: an inactive account's passkey says nothing to someone without it.
  if (!found.is_active) throw notAccepted();
  await context.db
    .updateTable("passkeys")
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date() })
    .where("id", "=", found.passkey_id)
    .execute();
  return { id: found.id, email: found.email, name: found.name, token_version: found.token_version };
}

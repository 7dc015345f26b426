import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import {
  PASSKEY_WORDS,
  PASSKEYS_PER_ACCOUNT,
  type PasskeyItem,
  PasskeyNameSchema,
  PasskeyRegistrationSchema,
} from "#contract/passkeys.ts";
import { authenticate } from "../auth/authenticate.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import { challengeOf, issueChallenge, takeChallenge } from "../passkeys/challenges.ts";
import { noticePasskeyChange } from "../passkeys/notices.ts";
import { relyingParty } from "../passkeys/relying-party.ts";

/** A member's own passkeys: list, add (the registration ceremony), rename, remove. */

const COLUMNS = ["id", "name", "created_at", "last_used_at"] as const;

function item(row: {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): PasskeyItem {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/** The same for each of a person's passkeys, so one authenticator keeps one passkey per account. */
export const userHandleOf = (userId: number) => new TextEncoder().encode(`portal-user-${userId}`);

/** What this backend offers beyond the spec: the site shows passkeys only where this says so. */
export async function features(): Promise<Response> {
  return json({ passkeys: true });
}

export async function listPasskeys(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticate(request, context);
  const rows = await context.db
    .selectFrom("passkeys")
    .select(COLUMNS)
    .where("user_id", "=", user.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return json(rows.map(item));
}

async function countOf(context: ServiceContext, userId: number): Promise<number> {
  const row = await context.db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function registrationOptions(
  request: Request,
  context: ServiceContext,
): Promise<Response> {
  const user = await authenticate(request, context);
  const rp = relyingParty(context);
  await context.limiter.hit("passkeyOptionsPerAddress", context.clientAddress);
  if ((await countOf(context, user.id)) >= PASSKEYS_PER_ACCOUNT) {
    throw fail.field("name", PASSKEY_WORDS.tooMany);
  }
  const existing = await context.db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", user.id)
    .execute();
  const challenge = await issueChallenge(context.db, "register", user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.name || user.username,
    userID: userHandleOf(user.id),
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: row.transports,
    })) as never,
    // Discoverable, so signing in needs no username; verified where the device can.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: 5 * 60 * 1000,
  });
  return json(options);
}

export async function registerPasskey(
  request: Request,
  context: ServiceContext,
): Promise<Response> {
  const user = await authenticate(request, context);
  const rp = relyingParty(context);
  const { name, response } = await readValid(request, PasskeyRegistrationSchema);
  const challenge = challengeOf(response.response.clientDataJSON);
  await takeChallenge(context.db, challenge, "register", user.id);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw new ApiError(400, { detail: PASSKEY_WORDS.notAccepted });
  }
  if (!verified.verified) throw new ApiError(400, { detail: PASSKEY_WORDS.notAccepted });
  const { credential } = verified.registrationInfo;

  const added = await context.db.transaction().execute(async (trx) => {
    // Counted again inside: two ceremonies finished at once add one passkey over the limit at most.
    if ((await countOf({ ...context, db: trx }, user.id)) >= PASSKEYS_PER_ACCOUNT) {
      throw fail.field("name", PASSKEY_WORDS.tooMany);
    }
    const row = await trx
      .insertInto("passkeys")
      .values({
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name,
      })
      .onConflict((oc) => oc.column("credential_id").doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new ApiError(400, { detail: PASSKEY_WORDS.alreadyRegistered });
    await noticePasskeyChange(trx, context.mailer, user, "added", row);
    return row;
  });
  context.mailer.wake();
  return json(item(added), 201);
}

export async function renamePasskey(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
): Promise<Response> {
  const user = await authenticate(request, context);
  const { name } = await readValid(request, PasskeyNameSchema);
  const row = await context.db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", Number(params.id))
    .where("user_id", "=", user.id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, { detail: PASSKEY_WORDS.notFound });
  return json(item(row));
}

export async function removePasskey(
  request: Request,
  context: ServiceContext,
  params: Record<string, string>,
): Promise<Response> {
  const user = await authenticate(request, context);
  await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("passkeys")
      .where("id", "=", Number(params.id))
      .where("user_id", "=", user.id)
      .returning(["id", "name"])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, { detail: PASSKEY_WORDS.notFound });
    await noticePasskeyChange(trx, context.mailer, user, "removed", row);
  });
  context.mailer.wake();
  return new Response(null, { status: 204 });
}

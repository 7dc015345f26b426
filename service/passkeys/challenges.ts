import { randomBytes } from "node:crypto";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import type { ServiceDb } from "../db/database.ts";
import { ApiError } from "../http/responses.ts";

/** What a ceremony may take, from options to answer; the browser's own time-out is the same. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type CeremonyPurpose = "register" | "sign-in" | "confirm";

/**
 * A new challenge for one ceremony, kept in the database so whichever instance gets the answer
 * can take it. Expired ones are forgotten here, so the table holds at most a few minutes' worth.
 */
export async function issueChallenge(
  db: ServiceDb,
  purpose: CeremonyPurpose,
  userId: number | null,
): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await db.deleteFrom("passkey_challenges").where("expires_at", "<", new Date()).execute();
  await db
    .insertInto("passkey_challenges")
    .values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    })
    .execute();
  return challenge;
}

const malformed = () => new ApiError(400, { detail: PASSKEY_WORDS.malformed });

/** The challenge the browser signed, read from clientDataJSON (verified again by the library). */
export function challengeOf(clientDataJSON: string): string {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
  } catch {
    throw malformed();
  }
  const challenge = (data as { challenge?: unknown } | null)?.challenge;
  if (typeof challenge !== "string" || !/^[A-Za-z0-9_-]{16,128}$/.test(challenge))
    throw malformed();
  return challenge;
}

/**
 * Takes the challenge for this ceremony and this person, once: a second answer with it, one for
 * another ceremony or another person, or one after it expired finds nothing and is refused.
 */
export async function takeChallenge(
  db: ServiceDb,
  challenge: string,
  purpose: CeremonyPurpose,
  userId: number | null,
): Promise<void> {
  const taken = await db
    .deleteFrom("passkey_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)))
    .where("expires_at", ">", new Date())
    .returning("challenge")
    .executeTakeFirst();
  if (!taken) throw new ApiError(400, { detail: PASSKEY_WORDS.expired });
}

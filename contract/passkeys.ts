import { z } from "zod";
import { DRF } from "./messages.ts";
import { printable } from "./schemas.ts";

/**
 * Passkeys (WebAuthn): our calls, not in the Django reference, which answers each with 404. The
 * ceremony's public halves travel as @simplewebauthn's JSON (base64url strings), checked here for
 * shape and size only; the service's library checks what they mean.
 *
 *   GET    app/features/                    { passkeys: true }: what this backend offers
 *   GET    app/passkeys/                    the signed-in person's passkeys (PasskeyItem[])
 *   POST   app/passkeys/register/options/   options for the browser's navigator.credentials.create
 *   POST   app/passkeys/register/           { name, response } → 201 PasskeyItem
 *   PATCH  app/passkeys/:id/                { name } → PasskeyItem
 *   DELETE app/passkeys/:id/                204
 *   POST   app/passkeys/sign-in/options/    options for navigator.credentials.get, no account named
 *   POST   app/passkeys/sign-in/            { response } → { access, refresh }, as auth/jwt/create/
 *   POST   app/passkeys/confirm/options/    (signed in) options naming only the person's passkeys
 *   POST   app/passkeys/confirm/            (signed in) { response } → a fresh { access, refresh }
 *
 * A pair from a passkey carries `mfa` (the second factor proved now): a passkey is both factors.
 */

export const PASSKEY_NAME_MAX = 60;
/** Enough for any platform or roaming authenticator a person keeps. */
export const PASSKEYS_PER_ACCOUNT = 20;

export const PASSKEY_WORDS = {
  nameRequired: "Give this passkey a name, for example the device it is on.",
  nameTooLong: `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer.`,
  tooMany: `You have ${PASSKEYS_PER_ACCOUNT} passkeys, the most an account can keep. Remove one you no longer use first.`,
  notAccepted:
    "This passkey was not accepted. Try again, or sign in with your username and password.",
  expired:
    "This passkey request has expired or was already used. Start again: it is valid for 5 minutes.",
  unknownPasskey:
    "This passkey is not registered with any account here (it may have been removed). Sign in with your username and password.",
  alreadyRegistered: "This passkey is already registered with your account.",
  notFound: "That passkey is not among yours: it may have been removed already.",
  siteUnknown:
    "Passkeys cannot be used here: the service does not know the site's address. Use your password.",
  malformed: "The passkey's answer could not be read. Start again.",
} as const;

/** One passkey as its owner sees it. Dates in ISO 8601. */
export interface PasskeyItem {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export const PasskeyNameSchema = z.object({
  name: printable(
    z
      .string({ error: (issue) => (issue.input === undefined ? DRF.required : DRF.notString) })
      .trim()
      .min(1, PASSKEY_WORDS.nameRequired)
      .max(PASSKEY_NAME_MAX, PASSKEY_WORDS.nameTooLong),
  ),
});

const base64url = (max: number) =>
  z
    .string({ error: PASSKEY_WORDS.malformed })
    .min(1, PASSKEY_WORDS.malformed)
    .max(max, PASSKEY_WORDS.malformed)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PASSKEY_WORDS.malformed);

/** A credential id is at most 1023 bytes (WebAuthn level 3). */
const credentialId = base64url(1400);
const extensions = z.record(z.string().max(64), z.unknown()).default({});
const attachment = z.enum(["platform", "cross-platform"]).optional();

const RegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", { error: PASSKEY_WORDS.malformed }),
  response: z.object(
    {
      clientDataJSON: base64url(4096),
      attestationObject: base64url(32_768),
      transports: z.array(z.string().max(32)).max(10).optional(),
      authenticatorData: base64url(32_768).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4096).optional(),
    },
    { error: PASSKEY_WORDS.malformed },
  ),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
});

const AuthenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", { error: PASSKEY_WORDS.malformed }),
  response: z.object(
    {
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(32_768),
      signature: base64url(2048),
      userHandle: base64url(256).optional(),
    },
    { error: PASSKEY_WORDS.malformed },
  ),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
});

export const PasskeyRegistrationSchema = PasskeyNameSchema.extend({
  response: RegistrationResponseSchema,
});

export const PasskeyAssertionSchema = z.object({ response: AuthenticationResponseSchema });

export function readFeatures(data: unknown): { passkeys: boolean } | null {
  if (data === null || typeof data !== "object") return null;
  return { passkeys: (data as { passkeys?: unknown }).passkeys === true };
}

export function readPasskey(data: unknown): PasskeyItem | null {
  if (data === null || typeof data !== "object") return null;
  const item = data as Record<string, unknown>;
  if (
    typeof item.id !== "number" ||
    typeof item.name !== "string" ||
    typeof item.created_at !== "string" ||
    (item.last_used_at !== null && typeof item.last_used_at !== "string")
  )
    return null;
  return {
    id: item.id,
    name: item.name,
    created_at: item.created_at,
    last_used_at: item.last_used_at as string | null,
  };
}

export function readPasskeys(data: unknown): PasskeyItem[] | null {
  if (!Array.isArray(data)) return null;
  const items = data.map(readPasskey);
  return items.every((item) => item !== null) ? (items as PasskeyItem[]) : null;
}

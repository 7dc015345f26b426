import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the service must read back (an authenticator app's key) are kept sealed: AES-256-GCM
 * under a key from the environment, so a copy of the database alone does not give them away.
 */

const FORMAT = "v1";

export type SealingKey = Buffer;

/** The sealing key from its setting's text; a distinct label, so it never equals another key. */
export function sealingKeyFrom(secret: string): SealingKey {
  return Buffer.from(hkdfSync("sha256", secret, "portal", "sealed secrets v1", 32));
}

export function seal(key: SealingKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [FORMAT, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Throws when the text was not sealed with this key (or was changed since). */
export function unseal(key: SealingKey, text: string): string {
  const [format, iv, sealed, tag] = text.split(".");
  if (format !== FORMAT || !iv || sealed === undefined || !tag) throw new Error("not sealed text");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

import { createHmac } from "node:crypto";
import {
  DEVICE_KEY_HEADER,
  DEVICE_KEY_PATTERN,
  deviceWords,
  maskedNetwork,
} from "#contract/devices.ts";
import type { ServiceContext } from "../context.ts";
import { writeAudit } from "../ops/audit.ts";

/**
 * "Told at once" (decision 0062): a sign-in from a device the account has not used before sends
 * its owner an e-mail and writes an audit line. The site sends its long-lived device key
 * (`x-portal-device`); a client without one is recognised by its User-Agent alone, so a new
 * program or browser is still told, and the two kinds never match each other. Only a keyed hash is
 * kept. An account's very first recorded device sends nothing: after the upgrade every account
 * starts with none, and a first sign-in on it is not news.
 */

export interface SignInDevice {
  /** The site's device key; null for a client that sent none (or not one of ours). */
  key: string | null;
  userAgent: string;
}

/** A browser's User-Agent is well within this; the rest is not read. */
const MAX_USER_AGENT = 512;

/** Past it the devices least recently seen are forgotten: a signing-in script cannot grow it. */
const DEVICES_PER_ACCOUNT = 50;

export function signInDevice(request: Request): SignInDevice {
  const key = request.headers.get(DEVICE_KEY_HEADER);
  return {
    key: key && DEVICE_KEY_PATTERN.test(key) ? key : null,
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT),
  };
}

function deviceHash(context: ServiceContext, device: SignInDevice): string {
  const name = device.key ? `key:${device.key}` : `agent:${device.userAgent}`;
  return createHmac("sha256", context.settings.secretKey).update(`device:${name}`).digest("hex");
}

const WHEN = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

export interface SignedInAccount {
  id: number;
  email: string;
  name: string;
}

/**
 * Called after a successful sign-in (password, passkey): the work runs after the answer has left,
 * so a known and a new device answer in the same time.
 */
export function noticeSignIn(
  context: ServiceContext,
  account: SignedInAccount,
  device: SignInDevice,
  how: "password" | "passkey" = "password",
): void {
  const hash = deviceHash(context, device);
  const words = deviceWords(device.userAgent).words.slice(0, 120);
  const network = maskedNetwork(context.clientAddress);
  const at = new Date();
  context.later(async () => {
    const told = await context.db.transaction().execute(async (trx) => {
      const seen = await trx
        .updateTable("known_devices")
        .set({ last_seen_at: at })
        .where("user_id", "=", account.id)
        .where("device_hash", "=", hash)
        .returning("id")
        .executeTakeFirst();
      if (seen) return false;
      const known = await trx
        .selectFrom("known_devices")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("user_id", "=", account.id)
        .executeTakeFirstOrThrow();
      const added = await trx
        .insertInto("known_devices")
        .values({ user_id: account.id, device_hash: hash, words, last_seen_at: at })
        .onConflict((oc) => oc.columns(["user_id", "device_hash"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      // A sign-in at the same moment from the same device recorded it first.
      if (!added) return false;
      await trx
        .deleteFrom("known_devices")
        .where("user_id", "=", account.id)
        .where(
          "id",
          "not in",
          trx
            .selectFrom("known_devices")
            .select("id")
            .where("user_id", "=", account.id)
            .orderBy("last_seen_at", "desc")
            .orderBy("id", "desc")
            .limit(DEVICES_PER_ACCOUNT),
        )
        .execute();
      if (Number(known.count) === 0) return false;
      await writeAudit(trx, {
        actor: account.email,
        action: "sign-in-new-device",
        subject: account.email,
        before: null,
        after: { device: words, network, how },
      });
      await context.mailer.send(newDeviceMail(account, words, network, at, how), trx);
      return true;
    });
    if (told) context.mailer.wake();
  });
}

function newDeviceMail(
  account: SignedInAccount,
  words: string,
  network: string | null,
  at: Date,
  how: "password" | "passkey",
) {
  const lines = [
    `Device: ${words}`,
    `Network: ${network ?? "not known"}`,
    `When: ${WHEN.format(at)} (India time)`,
    `Signed in with: ${how === "passkey" ? "a passkey" : "the password"}`,
  ];
  return {
    to: account.email,
    subject: "A new sign-in to your account",
    text:
      `Dear ${account.name},\n\nYour account was just signed in on a device it has not used before:\n\n` +
      `${lines.map((line) => `  ${line}`).join("\n")}\n\n` +
      "If this was you, there is nothing to do.\n\n" +
      'If it was not you, change your password now ("Forgot Password?" on the sign-in page), then ' +
      'open My Profile and end that session under "Where you\'re signed in", or use "Sign out ' +
      'everywhere".\n\nThe Aarogya Bharat Collective team\n',
  };
}

import { createHash, randomInt } from "node:crypto";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  type SecondFactorState,
} from "#contract/second-factor.ts";
import type { ServiceContext } from "../context.ts";
import type { ServiceDb } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import { tellAccount } from "./account-notices.ts";
import { seal, sealingKeyFrom, unseal } from "./sealed-secrets.ts";
import { staffRoleOf } from "./staff.ts";

/** An authenticator app's codes (RFC 6238: SHA-1, 6 digits, 30 seconds, as every app reads them). */

const ISSUER = "Aarogya Bharat Collective";
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off still works. */
const DRIFT_STEPS = 1;

type Account = Pick<User, "id" | "email" | "name" | "role">;

const totpFor = (account: Pick<User, "email">, secret: Secret) =>
  new TOTP({ issuer: ISSUER, label: account.email, secret, period: PERIOD_SECONDS });

const sealingKeys = new Map<string, Buffer>();
function keyOf(context: Pick<ServiceContext, "settings">): Buffer {
  const text = context.settings.sealingKey;
  let key = sealingKeys.get(text);
  if (!key) {
    key = sealingKeyFrom(text);
    sealingKeys.set(text, key);
  }
  return key;
}

function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalRecoveryCode(code)).digest("hex");
}

function newRecoveryCode(): string {
  const letters = Array.from(
    { length: 10 },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export async function factorState(db: ServiceDb, account: Account): Promise<SecondFactorState> {
  const [factor, left] = await Promise.all([
    db
      .selectFrom("second_factors")
      .select("confirmed_at")
      .where("user_id", "=", account.id)
      .executeTakeFirst(),
    db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", account.id)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    enrolled: Boolean(factor?.confirmed_at),
    required: staffRoleOf(account) !== null,
    recovery_codes_left: Number(left.count),
  };
}

/** How long a key being set up is offered again (a wrong code, a page reloaded) before a new one. */
const SETUP_KEPT_MS = 30 * 60_000;

/**
 * The key for an app being set up: the one offered in the last 30 minutes, else a new one.
 * Refused (null) once one is confirmed.
 */
export async function beginSetup(
  context: Pick<ServiceContext, "db" | "settings">,
  account: Account,
): Promise<{ secret: string; otpauth_url: string } | null> {
  const key = keyOf(context);
  const existing = await context.db
    .selectFrom("second_factors")
    .select(["secret_sealed", "confirmed_at", "created_at"])
    .where("user_id", "=", account.id)
    .executeTakeFirst();
  if (existing?.confirmed_at) return null;
  let secret: Secret | null = null;
  if (existing && Date.now() - existing.created_at.getTime() < SETUP_KEPT_MS) {
    try {
      secret = Secret.fromBase32(unseal(key, existing.secret_sealed));
    } catch {
      secret = null;
    }
  }
  if (!secret) {
    secret = new Secret({ size: 20 });
    const sealed = seal(key, secret.base32);
    const written = await context.db
      .insertInto("second_factors")
      .values({ user_id: account.id, secret_sealed: sealed })
      .onConflict((oc) =>
        oc
          .column("user_id")
          .doUpdateSet({
            secret_sealed: sealed,
            used_steps: sql`'{}'::bigint[]`,
            created_at: new Date(),
          })
          .where("second_factors.confirmed_at", "is", null),
      )
      .returning("user_id")
      .executeTakeFirst();
    if (!written) return null;
  }
  return { secret: secret.base32, otpauth_url: totpFor(account, secret).toString() };
}

/** The time step of `code` for this key, within the drift allowed; null when it is not a code of it. */
function stepOf(account: Account, sealed: string, code: string, key: Buffer, now: number) {
  const totp = totpFor(account, Secret.fromBase32(unseal(key, sealed)));
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts an app's code once: its time step must not be among those accepted (a single conditional
 * update, so two requests with one code cannot both pass). Not a high-water mark: two sign-ins a
 * few seconds apart may send their codes in either order.
 */
async function acceptAppCode(
  db: ServiceDb,
  account: Account,
  code: string,
  key: Buffer,
  { confirming }: { confirming: boolean },
): Promise<boolean> {
  const factor = await db
    .selectFrom("second_factors")
    .select(["secret_sealed", "confirmed_at"])
    .where("user_id", "=", account.id)
    .executeTakeFirst();
  if (!factor || Boolean(factor.confirmed_at) === confirming) return false;
  let step: number | null;
  try {
    step = stepOf(account, factor.secret_sealed, code, key, Date.now());
  } catch {
    // Sealed under another key (SEALING_KEY changed): no code can work until an operator resets it.
    console.error(
      `second factor of account ${account.id} cannot be unsealed with this SEALING_KEY`,
    );
    return false;
  }
  if (step === null) return false;
  // Steps older than these can no longer be entered: they need not be remembered.
  const stillValid = step - 2 * DRIFT_STEPS;
  const accepted = await db
    .updateTable("second_factors")
    .set({
      used_steps: sql`array_append(ARRAY(SELECT s FROM unnest(used_steps) AS s WHERE s >= ${stillValid}), ${step}::bigint)`,
      ...(confirming ? { confirmed_at: new Date() } : {}),
    })
    .where("user_id", "=", account.id)
    .where(sql<boolean>`NOT (${step}::bigint = ANY(used_steps))`)
    .where("confirmed_at", confirming ? "is" : "is not", null)
    .returning("user_id")
    .executeTakeFirst();
  return accepted !== undefined;
}

/** Confirms the app being set up with one of its codes; the recovery codes, shown once; null: refused. */
export async function confirmSetup(
  context: Pick<ServiceContext, "db" | "settings" | "mailer">,
  account: Account,
  code: string,
): Promise<string[] | null> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await context.db.transaction().execute(async (trx) => {
    if (!(await acceptAppCode(trx, account, code, keyOf(context), { confirming: true }))) {
      return false;
    }
    await trx.deleteFrom("recovery_codes").where("user_id", "=", account.id).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((one) => ({ user_id: account.id, code_hash: hashRecoveryCode(one) })))
      .execute();
    await tellAccount(context, trx, account, {
      action: "second-factor-added",
      subject: "An authenticator app was added to your account",
      what: "An authenticator app was set up for your account. From now on, signing in to the staff console asks for one of its codes.",
    });
    return true;
  });
  if (!confirmed) return null;
  context.mailer.wake();
  return codes;
}

/** A code from the confirmed app, or an unused recovery code; each works once. */
export async function verifyCode(
  context: Pick<ServiceContext, "db" | "settings" | "mailer">,
  account: Account,
  code: string,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    return acceptAppCode(context.db, account, code, keyOf(context), { confirming: false });
  }
  const used = await context.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("recovery_codes")
      .set({ used_at: new Date() })
      .where("user_id", "=", account.id)
      .where("code_hash", "=", hashRecoveryCode(code))
      .where("used_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!spent) return false;
    const left = await trx
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", account.id)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    await tellAccount(context, trx, account, {
      action: "recovery-code-used",
      subject: "A recovery code was used on your account",
      what: `One of your recovery codes was used to sign in. ${Number(left.count)} of them are left; each works once.`,
      after: { left: Number(left.count) },
    });
    return true;
  });
  if (used) context.mailer.wake();
  return used;
}

/**
 * Removes the account's app and recovery codes (an operator, when a phone is lost) and ends its
 * sign-ins; the next visit to the console sets an app up again. False: it had none.
 */
export async function resetFactor(
  context: Pick<ServiceContext, "db" | "mailer">,
  account: Account,
  actor: string,
): Promise<boolean> {
  const removed = await context.db.transaction().execute(async (trx) => {
    const factor = await trx
      .deleteFrom("second_factors")
      .where("user_id", "=", account.id)
      .returning("user_id")
      .executeTakeFirst();
    if (!factor) return false;
    await trx.deleteFrom("recovery_codes").where("user_id", "=", account.id).execute();
    await trx
      .updateTable("users")
      .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
      .where("id", "=", account.id)
      .execute();
    await tellAccount(context, trx, account, {
      action: "second-factor-removed",
      actor,
      subject: "The authenticator app was removed from your account",
      what: "The authenticator app of your account was removed by our operations team, and every sign-in of the account was ended. Your next visit to the staff console sets up an app again.",
    });
    return true;
  });
  if (removed) context.mailer.wake();
  return removed;
}

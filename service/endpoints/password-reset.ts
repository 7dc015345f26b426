import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { RequestOtpSchema, VerifyOtpSchema } from "#contract/schemas.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { fail, json } from "../http/responses.ts";

const OTP_LIFETIME_MS = 10 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;
const PURPOSE = "password_reset";
const INVALID_CODE = "This code is not valid or has expired. Ask for a new one.";
const SENT = {
  detail: "If an account matches, we have sent it a 6-digit code. It is valid for 10 minutes.",
};

function hashCode(context: ServiceContext, code: string): string {
  return createHmac("sha256", context.settings.secretKey).update(`otp:${code}`).digest("hex");
}

function findAccount(context: ServiceContext, contact: { email?: string; phonenumber?: string }) {
  let query = context.db
    .selectFrom("users")
    .select(["id", "email", "name", "username"])
    .where("is_active", "=", true);
  if (contact.email) {
    const email = contact.email;
    query = query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email));
  } else {
    const digits = (contact.phonenumber ?? "").replace(/\D/g, "");
    query = query.where(sql<string>`regexp_replace(phonenumber, '[^0-9]', '', 'g')`, "=", digits);
  }
  return query.executeTakeFirst();
}

/** Padding every answer to a floor hides whether an account matched (see the Mann-Whitney test). */
const OTP_ANSWER_FLOOR_MS = 150;

/** By then the answer has left, and the work falls in the quiet of the next answer's floor. */
const OTP_WORK_AFTER_ANSWER_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The same 200 in the same time whether or not an account matches. */
export async function requestOtp(request: Request, context: ServiceContext): Promise<Response> {
  const started = performance.now();
  await context.limiter.hit("otpRequestsPerAddress", context.clientAddress);
  const contact = await readValid(request, RequestOtpSchema);
  const identifier = (contact.email ?? contact.phonenumber ?? "").replace(/\s/g, "").toLowerCase();
  await context.limiter.hit("otpRequestsPerAccount", identifier);
  const account = await findAccount(context, contact);
  if (account) {
    context.later(async () => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await context.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("one_time_codes")
          .set({ used_at: new Date() })
          .where("user_id", "=", account.id)
          .where("used_at", "is", null)
          .execute();
        await trx
          .insertInto("one_time_codes")
          .values({
            user_id: account.id,
            code_hash: hashCode(context, code),
            purpose: PURPOSE,
            expires_at: new Date(Date.now() + OTP_LIFETIME_MS),
          })
          .execute();
        await context.mailer.send(
          {
            to: account.email,
            subject: "Your password reset code",
            text: `Dear ${account.name},\n\nYour code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this message.\n\nThe Aarogya Bharat Collective team\n`,
          },
          trx,
        );
      });
      context.mailer.wake();
    }, OTP_WORK_AFTER_ANSWER_MS);
  }
  await sleep(started + OTP_ANSWER_FLOOR_MS - performance.now());
  return json(SENT);
}

export async function verifyOtp(request: Request, context: ServiceContext): Promise<Response> {
  await context.limiter.hit("otpVerifyPerAddress", context.clientAddress);
  const form = await readValid(request, VerifyOtpSchema);
  const account = await findAccount(context, form);
  if (!account) throw fail.field("otp", INVALID_CODE);
  const code = await context.db
    .selectFrom("one_time_codes")
    .selectAll()
    .where("user_id", "=", account.id)
    .where("purpose", "=", PURPOSE)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!code || code.attempts >= OTP_MAX_ATTEMPTS) throw fail.field("otp", INVALID_CODE);

  const given = Buffer.from(hashCode(context, form.otp));
  const stored = Buffer.from(code.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    // Counted atomically, so parallel guesses cannot exceed the five tries.
    await context.db
      .updateTable("one_time_codes")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", code.id)
      .execute();
    throw fail.field("otp", INVALID_CODE);
  }

  const password = await hashPassword(form.password);
  const used = await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("one_time_codes")
      .set({ used_at: new Date() })
      .where("id", "=", code.id)
      .where("used_at", "is", null)
      .where("attempts", "<", OTP_MAX_ATTEMPTS)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable("users")
      .set((eb) => ({ password, token_version: eb("token_version", "+", 1) }))
      .where("id", "=", account.id)
      .execute();
    return true;
  });
  context.users.invalidate(account.id);
  if (!used) throw fail.field("otp", INVALID_CODE);
  // The username lets a client that only knew the phone number sign in at once.
  return json({
    detail: "Your password has been changed. You can sign in with it now.",
    username: account.username,
  });
}

import { DRF } from "#contract/messages.ts";
import { ProfileUpdateSchema, RegistrationSchema } from "#contract/schemas.ts";
import { authenticate, authenticateHeader } from "../auth/authenticate.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { isDependencyDown, RETRY_AFTER_SECONDS } from "../http/dependency-down.ts";
import { ApiError, fail, json, type PlainResponse, plainJson } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { serializeRegistration, serializeUser } from "./serializers.ts";

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

async function emailTaken(
  context: ServiceContext,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  let query = context.db
    .selectFrom("users")
    .select("id")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["email"]), "=", email),
        eb(eb.fn("lower", ["username"]), "=", email),
      ]),
    );
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** POST app/register/: an active account with no entitlements and 0 coins. */
export async function register(request: Request, context: ServiceContext): Promise<Response> {
  await context.limiter.hit("registerPerAddress", context.clientAddress);
  const form = await readValid(request, RegistrationSchema);
  if (await emailTaken(context, form.email)) throw fail.field("email", DRF.emailTaken);
  const password = await hashPassword(form.password);
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    // The account and its two e-mails, kept together; the mail queue sends them.
    user = await context.db.transaction().execute(async (trx) => {
      const inserted = await insertUser(trx, { ...form, password });
      await context.mailer.send(
        {
          to: context.settings.opsEmail,
          subject: `New registration: ${inserted.name}`,
          text: `${inserted.name} <${inserted.email}>, ${inserted.phonenumber}, registered.\n\nAccess requested:\n${inserted.access_for || "(nothing said)"}\n`,
        },
        trx,
      );
      await context.mailer.send(
        {
          to: inserted.email,
          subject: "We have received your registration",
          text: `Dear ${inserted.name},\n\nThank you for registering with Aarogya Bharat Collective. Our team will review your request and write to you about access to the modules you need.\n\nWarm regards,\nThe Aarogya Bharat Collective team\n`,
        },
        trx,
      );
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.field("email", DRF.emailTaken);
    throw error;
  }
  context.mailer.wake();
  return json(serializeRegistration(user), 201);
}

function insertUser(
  db: ServiceContext["db"],
  form: { name: string; email: string; phonenumber: string; access_for: string; password: string },
) {
  return db
    .insertInto("users")
    .values({ ...form, username: form.email })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** GET app/me/ */
export async function me(request: Request, context: ServiceContext): Promise<Response> {
  return json(serializeUser(await authenticate(request, context)));
}

/** GET app/me/ from the Authorization header alone: the same answer, without a Request. */
export async function meFromHeader(
  authorization: string | null,
  context: ServiceContext,
): Promise<PlainResponse> {
  try {
    return plainJson(serializeUser(await authenticateHeader(authorization, context)));
  } catch (error) {
    if (error instanceof ApiError) return error.toPlain();
    if (isDependencyDown(error)) return fail.unavailable(RETRY_AFTER_SECONDS).toPlain();
    throw error;
  }
}

/** PUT/PATCH app/user/update/{id}/: only your own name, phone and e-mail. */
export const updateUser: Handler<ServiceContext> = async (request, context, params) => {
  const user = await authenticate(request, context);
  // Another person's id answers as if it did not exist.
  if (Number(params.id) !== user.id) throw fail.notFound();
  const changes = await readValid(request, ProfileUpdateSchema);
  if (changes.email && (await emailTaken(context, changes.email, user.id))) {
    throw fail.field("email", DRF.emailTaken);
  }
  const values = { ...changes, ...(changes.email ? { username: changes.email } : {}) };
  if (Object.keys(values).length === 0) return json(serializeUser(user));
  try {
    const updated = await context.db
      .updateTable("users")
      .set(values)
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    context.users.invalidate(user.id);
    return json(serializeUser(updated));
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.field("email", DRF.emailTaken);
    throw error;
  }
};

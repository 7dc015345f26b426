import { CodeSchema, SECOND_FACTOR_WORDS, SetupCodeSchema } from "#contract/second-factor.ts";
import { authenticate, signedIn } from "../auth/authenticate.ts";
import { beginSetup, confirmSetup, factorState, verifyCode } from "../auth/second-factor.ts";
import type { ServiceContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { readValid } from "../http/body.ts";
import { ApiError, json } from "../http/responses.ts";

// Ours (decision 0060): an authenticator app as a second factor; staff must have one.

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** GET app/second-factor/ */
export async function showSecondFactor(request: Request, context: ServiceContext) {
  const user = await authenticate(request, context);
  return json(await factorState(context.db, user));
}

/** POST app/second-factor/setup/: a key for the app; a new one replaces one never confirmed. */
export async function startSecondFactor(request: Request, context: ServiceContext) {
  const user = await authenticate(request, context);
  const setup = await beginSetup(context, user);
  if (!setup) throw new ApiError(409, { detail: SECOND_FACTOR_WORDS.alreadySetUp });
  return json(setup);
}

/** Wrong codes are counted like passwords: refused per account and address, never per account. */
async function guarded(
  context: ServiceContext,
  user: User,
  attempt: () => Promise<boolean>,
): Promise<void> {
  const pair = `${user.id}|${context.clientAddress}`;
  await context.limiter.check("codeFailuresPerAccountAndAddress", pair);
  await context.limiter.check("codeFailuresPerAddress", context.clientAddress);
  if (await attempt()) {
    await context.limiter.reset("codeFailuresPerAccountAndAddress", pair);
    return;
  }
  await Promise.all([
    context.limiter.hit("codeFailuresPerAccountAndAddress", pair),
    context.limiter.hit("codeFailuresPerAddress", context.clientAddress),
    context.limiter.hit("codeFailuresPerAccount", String(user.id)),
  ]);
  throw new ApiError(400, { code: [SECOND_FACTOR_WORDS.wrongCode] });
}

/** POST app/second-factor/confirm/ {code}: the recovery codes (once) and tokens that carry it. */
export async function confirmSecondFactor(request: Request, context: ServiceContext) {
  const { user } = await signedIn(request, context);
  const { code } = await readValid(request, SetupCodeSchema);
  const pending = await context.db
    .selectFrom("second_factors")
    .select("confirmed_at")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!pending) throw new ApiError(409, { detail: SECOND_FACTOR_WORDS.noSetup });
  if (pending.confirmed_at) throw new ApiError(409, { detail: SECOND_FACTOR_WORDS.alreadySetUp });
  let codes: string[] | null = null;
  await guarded(context, user, async () => {
    codes = await confirmSetup(context, user, code);
    return codes !== null;
  });
  const tokens = await context.tokens.issuePair(user.id, user.token_version, nowSeconds());
  return json({ recovery_codes: codes ?? [], ...tokens });
}

/** POST app/second-factor/verify/ {code}: tokens whose sign-in has proved the second factor now. */
export async function verifySecondFactor(request: Request, context: ServiceContext) {
  const { user } = await signedIn(request, context);
  const { code } = await readValid(request, CodeSchema);
  await guarded(context, user, () => verifyCode(context, user, code));
  return json(await context.tokens.issuePair(user.id, user.token_version, nowSeconds()));
}

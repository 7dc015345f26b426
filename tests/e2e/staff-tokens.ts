import { readSecondFactorSetup, readSecondFactorState } from "#contract/second-factor.ts";
import { DEMO_PASSWORD, DEMO_STAFF } from "../../service/seed/data.ts";
import { clientAddress, expect } from "./fixtures";
import {
  authenticatorKeyOf,
  rememberAuthenticatorKey,
  sharedToken,
  shareToken,
  staffCode,
} from "./staff-codes";

/**
 * Service API tokens of a staff member whose sign-in proved its second factor (decision 0060):
 * the password, then a code of the account's app, as the console's own sign-in does. An account
 * without an app (a database seeded without its key, a member made staff) sets one up first.
 * Shared by the run's workers for a few minutes: a server takes about one code per 30 s per
 * account, and a token holds no state a journey could disturb.
 */

/** Younger than the access token's 5 minutes, and than the 10 after which harm asks again. */
const KEPT_MS = 4 * 60_000;

interface StaffTokenOptions {
  username?: string;
  password?: string;
  /** The server's database, when servers share one: its codes are counted once for all of them. */
  scope?: string;
  /** A token of its own, not one kept. */
  fresh?: boolean;
}

async function post(base: string, path: string, body: unknown, access?: string) {
  const answer = await fetch(`${base}/service/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...clientAddress(),
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as unknown };
}

/** The access token of `username` (the demo staff member unless named) on the server at `base`. */
export async function staffAccessToken(
  base: string,
  {
    username = DEMO_STAFF.email,
    password = DEMO_PASSWORD,
    scope = base,
    fresh = false,
  }: StaffTokenOptions = {},
): Promise<string> {
  if (!fresh) {
    const shared = await sharedToken(scope, username, Date.now() - KEPT_MS);
    if (shared) return shared;
  }
  const at = Date.now();
  const login = await post(base, "auth/jwt/create/", { username, password });
  expect(login.status, `${username} signs in: ${JSON.stringify(login.body)}`).toBe(200);
  const { access: passwordOnly } = login.body as { access: string };
  const state = await fetch(`${base}/service/app/second-factor/`, {
    headers: { authorization: `Bearer ${passwordOnly}`, ...clientAddress() },
  });
  const enrolled = readSecondFactorState(await state.json())?.enrolled;
  let access: string;
  if (enrolled) {
    const key = await authenticatorKeyOf(scope, username);
    if (!key) throw new Error(`No journey set up the authenticator app of ${username}`);
    const verified = await post(
      base,
      "app/second-factor/verify/",
      { code: await staffCode(scope, key) },
      passwordOnly,
    );
    expect(verified.status, `${username}'s code: ${JSON.stringify(verified.body)}`).toBe(200);
    access = (verified.body as { access: string }).access;
  } else {
    const setup = readSecondFactorSetup(
      (await post(base, "app/second-factor/setup/", {}, passwordOnly)).body,
    );
    if (!setup) throw new Error(`${username}'s authenticator app could not be set up`);
    await rememberAuthenticatorKey(scope, username, setup.secret);
    const confirmed = await post(
      base,
      "app/second-factor/confirm/",
      { code: await staffCode(scope, setup.secret) },
      passwordOnly,
    );
    expect(confirmed.status, `${username}'s app: ${JSON.stringify(confirmed.body)}`).toBe(200);
    access = (confirmed.body as { access: string }).access;
  }
  if (!fresh) await shareToken(scope, username, access, at);
  return access;
}

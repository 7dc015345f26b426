import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SECOND_FACTOR_CODES, SECOND_FACTOR_WORDS } from "#contract/second-factor.ts";
import {
  passwordTokenOf,
  startTestService,
  type TestService,
} from "../../tests/support/test-service.ts";
import { DEMO_STAFF } from "../seed/data.ts";

/**
 * The staff console's second factor, through the API as the site calls it: a password alone opens
 * nothing, an app's code opens it once, a recovery code once, and harm asks again after 10 minutes.
 */

const OPS = "ops-token-for-the-second-factor-test";
const ops = (...args: string[]) =>
  t.call("POST", "ops/run/", {
    body: { args },
    headers: { authorization: `Ops ${OPS}` },
    address: "127.0.0.1",
  });

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ settings: { accessLifetimeSeconds: 3600 }, opsToken: OPS });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const codeAt = (key: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });

async function mintedWith(token: string, code: string, address = "10.0.0.1") {
  return t.call("POST", "app/second-factor/verify/", { token, body: { code }, address });
}

const outboxSubjects = () => t.outbox().map((text) => /Subject: (.*)/.exec(text)?.[1] ?? "");

async function auditActions(email: string): Promise<string[]> {
  const rows = await t.service.db
    .selectFrom("audit_log")
    .select("action")
    .where("subject", "=", email)
    .execute();
  return rows.map((row) => row.action);
}

describe("the staff second factor", () => {
  it("a password alone reaches no staff call; the app's code opens them, once", async () => {
    const password = await passwordTokenOf(t, DEMO_STAFF.email);
    const refused = await t.call("GET", "admin/overview/", { token: password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: SECOND_FACTOR_CODES.required });

    const code = codeAt(DEMO_STAFF.authenticatorKey, Date.now());
    const opened = await mintedWith(password, code);
    expect(opened.status).toBe(200);
    const { access } = opened.body as { access: string };
    expect((await t.call("GET", "admin/overview/", { token: access })).status).toBe(200);

    const again = await mintedWith(password, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: [SECOND_FACTOR_WORDS.wrongCode] });
    // Another step within the drift (a second browser's code, sent later) works, once; one
    // beyond it does not.
    const earlier = codeAt(DEMO_STAFF.authenticatorKey, Date.now() - 30_000);
    expect((await mintedWith(password, earlier)).status).toBe(200);
    expect((await mintedWith(password, earlier)).status).toBe(400);
    const stale = codeAt(DEMO_STAFF.authenticatorKey, Date.now() - 90_000);
    expect((await mintedWith(password, stale)).status).toBe(400);
  });

  it("two requests racing with one code: one passes", async () => {
    const password = await passwordTokenOf(t, DEMO_STAFF.email);
    const code = codeAt(DEMO_STAFF.authenticatorKey, Date.now() + 30_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => mintedWith(password, code, `10.0.1.${i + 1}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it("a new staff account sets its app up, gets ten recovery codes, and each works once", async () => {
    const email = "new.staff@portal.test";
    const made = await ops("create-staff", email, "New Staff");
    const first = JSON.stringify(made.body).match(/first password: (\S+)/)?.[1] ?? "";
    expect(first).not.toBe("");
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: email, password: first },
    });
    const password = (login.body as { access: string }).access;
    const before = await t.call("GET", "admin/overview/", { token: password });
    expect(before.body).toMatchObject({ code: SECOND_FACTOR_CODES.setupRequired });
    expect((await t.call("GET", "app/second-factor/", { token: password })).body).toEqual({
      enrolled: false,
      required: true,
      recovery_codes_left: 0,
    });

    const setup = await t.call("POST", "app/second-factor/setup/", { token: password });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = setup.body as { secret: string; otpauth_url: string };
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The key is sealed at rest: the row does not hold it.
    const row = await t.service.db.selectFrom("second_factors").selectAll().execute();
    expect(JSON.stringify(row)).not.toContain(secret);

    const wrong = await t.call("POST", "app/second-factor/confirm/", {
      token: password,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await t.call("POST", "app/second-factor/confirm/", {
      token: password,
      body: { code: codeAt(secret, Date.now()) },
    });
    expect(confirmed.status).toBe(200);
    const { recovery_codes, access } = confirmed.body as {
      recovery_codes: string[];
      access: string;
    };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await t.call("GET", "admin/overview/", { token: access })).status).toBe(200);
    // Set up once: a second setup is refused, the key stays.
    expect((await t.call("POST", "app/second-factor/setup/", { token: password })).status).toBe(
      409,
    );

    const recovery = recovery_codes[3] as string;
    const used = await mintedWith(password, recovery.toUpperCase());
    expect(used.status).toBe(200);
    expect((await mintedWith(password, recovery)).status).toBe(400);
    expect((await t.call("GET", "app/second-factor/", { token: password })).body).toMatchObject({
      enrolled: true,
      recovery_codes_left: 9,
    });

    await vi.waitFor(() =>
      expect(outboxSubjects()).toEqual(
        expect.arrayContaining([
          "An authenticator app was added to your account",
          "A recovery code was used on your account",
        ]),
      ),
    );
    expect(await auditActions(email)).toEqual(
      expect.arrayContaining(["second-factor-added", "recovery-code-used"]),
    );
  });

  it("wrong codes are refused per account and address, never for the owner elsewhere", async () => {
    // Minutes on: the steps the tests above used are out of the drift allowed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 });
    const password = await passwordTokenOf(t, DEMO_STAFF.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await mintedWith(password, "123456", "10.9.9.9")).status).toBe(400);
    }
    expect((await mintedWith(password, "123456", "10.9.9.9")).status).toBe(429);
    const owner = await mintedWith(
      password,
      codeAt(DEMO_STAFF.authenticatorKey, Date.now()),
      "10.1.1.1",
    );
    expect(owner.status).toBe(200);
  });
});

describe("step-up before harm", () => {
  it("taking coins 5 minutes after the code goes through; 11 minutes after, it asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    const password = await passwordTokenOf(t, DEMO_STAFF.email);
    const code = codeAt(DEMO_STAFF.authenticatorKey, Date.now());
    const { access } = (await mintedWith(password, code)).body as { access: string };
    const member = await t.service.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "demo@portal.test")
      .executeTakeFirstOrThrow();
    const take = () =>
      t.call("POST", `admin/people/${member.id}/coins/`, {
        token: access,
        body: { change: -1, reason: "step-up test" },
      });
    const give = () =>
      t.call("POST", `admin/people/${member.id}/coins/`, {
        token: access,
        body: { change: 1, reason: "step-up test" },
      });

    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await take()).status).toBe(200);

    vi.setSystemTime(Date.now() + 6 * 60_000);
    const asked = await take();
    expect(asked.status).toBe(403);
    expect(asked.body).toEqual({
      detail: SECOND_FACTOR_WORDS.stepUp,
      code: SECOND_FACTOR_CODES.stepUp,
    });
    // Giving is no harm: no new code needed.
    expect((await give()).status).toBe(200);
    const revoke = await t.call("POST", `admin/people/${member.id}/modules/`, {
      token: access,
      body: { module: "career", granted: false },
    });
    expect(revoke.body).toMatchObject({ code: SECOND_FACTOR_CODES.stepUp });

    const fresh = await mintedWith(password, codeAt(DEMO_STAFF.authenticatorKey, Date.now()));
    const renewed = (fresh.body as { access: string }).access;
    const retried = await t.call("POST", `admin/people/${member.id}/coins/`, {
      token: renewed,
      body: { change: -1, reason: "step-up test" },
    });
    expect(retried.status).toBe(200);
  });
});

describe("an operator resets a lost phone's app", () => {
  it("removes the app and the recovery codes, ends the sessions, tells the owner, audits it", async () => {
    const password = await passwordTokenOf(t, DEMO_STAFF.email);
    const reset = await ops("reset-second-factor", DEMO_STAFF.email);
    expect(JSON.stringify(reset.body)).toContain("authenticator app removed");
    // Every session of the account ended: the token of before is dead.
    expect((await t.call("GET", "app/me/", { token: password })).status).toBe(401);
    const after = await passwordTokenOf(t, DEMO_STAFF.email);
    expect((await t.call("GET", "admin/overview/", { token: after })).body).toMatchObject({
      code: SECOND_FACTOR_CODES.setupRequired,
    });
    expect(JSON.stringify((await ops("reset-second-factor", DEMO_STAFF.email)).body)).toContain(
      "nothing to reset",
    );
    await vi.waitFor(() =>
      expect(outboxSubjects()).toContain("The authenticator app was removed from your account"),
    );
    expect(await auditActions(DEMO_STAFF.email)).toContain("second-factor-removed");
  });
});

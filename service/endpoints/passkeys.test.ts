import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import { softAuthenticator } from "../../tests/support/soft-authenticator.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { readAudit } from "../ops/audit.ts";

const SITE = "https://portal.test";
const RP = "portal.test";

interface Options {
  challenge: string;
  rp?: { id: string };
  user?: { id: string };
  allowCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey: string; userVerification: string };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString("utf8")) as {
    user_id: number;
    mfa?: number;
  };

describe.each(TEST_DATABASES)("passkeys (app/passkeys/), on $database", ({ postgres }) => {
  let t: TestService;
  let member: string;
  const authenticator = softAuthenticator();

  beforeEach(async () => {
    t = await startTestService({ postgres, settings: { siteUrl: SITE } });
    member = await accessTokenOf(t, "pmt@portal.test");
  });
  afterEach(async () => t.close());

  /** A passkey added to `token`'s account through the whole ceremony; its list entry. */
  async function addPasskey(token: string, name = "My phone") {
    const options = await t.call("POST", "app/passkeys/register/options/", { token });
    expect(options.status).toBe(200);
    const { challenge, user } = options.body as Options;
    const made = authenticator.register({
      challenge,
      origin: SITE,
      rpId: RP,
      userHandle: user?.id,
    });
    const added = await t.call("POST", "app/passkeys/register/", {
      token,
      body: { name, response: made.response },
    });
    expect(added.status, added.text).toBe(201);
    return { item: added.body as { id: number; name: string }, passkey: made.passkey };
  }

  async function signInOptions() {
    const options = await t.call("POST", "app/passkeys/sign-in/options/");
    expect(options.status).toBe(200);
    return options.body as Options;
  }

  const signIn = (response: unknown, address?: string) =>
    t.call("POST", "app/passkeys/sign-in/", { body: { response }, address });

  it("says it offers passkeys", async () => {
    expect((await t.call("GET", "app/features/")).body).toEqual({ passkeys: true });
  });

  it("adds a discoverable passkey, lists it, signs in with it and no username, with mfa now", async () => {
    const options = await t.call("POST", "app/passkeys/register/options/", { token: member });
    expect((options.body as Options).authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "preferred",
    });
    expect((options.body as Options).rp?.id).toBe(RP);
    const { item } = await addPasskey(member, "  Laptop  ");
    expect(item.name).toBe("Laptop");
    const list = await t.call("GET", "app/passkeys/", { token: member });
    expect(list.body).toEqual([
      { id: item.id, name: "Laptop", created_at: expect.any(String), last_used_at: null },
    ]);

    const { challenge, allowCredentials } = await signInOptions();
    expect(allowCredentials ?? []).toEqual([]);
    const before = Math.floor(Date.now() / 1000);
    const signedIn = await signIn(authenticator.assert({ challenge, origin: SITE, rpId: RP }));
    expect(signedIn.status, signedIn.text).toBe(200);
    const { access, refresh } = signedIn.body as { access: string; refresh: string };
    expect(claimsOf(access).mfa).toBeGreaterThanOrEqual(before);
    expect(claimsOf(refresh).mfa).toBe(claimsOf(access).mfa);
    const me = await t.call("GET", "app/me/", { token: access });
    expect(me.body).toMatchObject({ email: "pmt@portal.test" });
    // The refresh carries mfa on, as auth/jwt/refresh/ does for every pair.
    const renewed = await t.call("POST", "auth/jwt/refresh/", { body: { refresh } });
    expect(claimsOf((renewed.body as { access: string }).access).mfa).toBe(claimsOf(access).mfa);
    const used = await t.call("GET", "app/passkeys/", { token: member });
    expect((used.body as { last_used_at: string | null }[])[0]?.last_used_at).not.toBeNull();
  });

  it("mails and audits an added and a removed passkey", async () => {
    const { item } = await addPasskey(member, "Work key");
    await expect
      .poll(() => t.outbox().some((mail) => mail.includes('A passkey named "Work key" was added')))
      .toBe(true);
    const removed = await t.call("DELETE", `app/passkeys/${item.id}/`, { token: member });
    expect(removed.status).toBe(204);
    await expect
      .poll(() =>
        t.outbox().some((mail) => mail.includes('The passkey named "Work key" was removed')),
      )
      .toBe(true);
    const audit = await readAudit(t.service.db, "pmt@portal.test");
    expect(audit.map((entry) => entry.action).slice(0, 2)).toEqual([
      "passkey removed",
      "passkey added",
    ]);
  });

  it("renames; another person can neither rename nor remove it", async () => {
    const { item } = await addPasskey(member);
    const other = await accessTokenOf(t, "demo@portal.test");
    const renamed = await t.call("PATCH", `app/passkeys/${item.id}/`, {
      token: member,
      body: { name: "Old phone" },
    });
    expect(renamed.body).toMatchObject({ id: item.id, name: "Old phone" });
    for (const [method, body] of [
      ["PATCH", { name: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await t.call(method, `app/passkeys/${item.id}/`, { token: other, body });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ detail: PASSKEY_WORDS.notFound });
    }
    const blank = await t.call("PATCH", `app/passkeys/${item.id}/`, {
      token: member,
      body: { name: "   " },
    });
    expect(blank.body).toEqual({ name: [PASSKEY_WORDS.nameRequired] });
    expect((await t.call("GET", "app/passkeys/")).status).toBe(401);
  });

  it("refuses a removed passkey, an inactive account, a replayed or foreign challenge, a wrong origin or relying party", async () => {
    const { item, passkey } = await addPasskey(member);

    // Replayed: the same answer twice, or a second answer to one challenge.
    const first = await signInOptions();
    const answer = authenticator.assert(
      { challenge: first.challenge, origin: SITE, rpId: RP },
      passkey,
    );
    expect((await signIn(answer)).status).toBe(200);
    const replay = await signIn(answer);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ detail: PASSKEY_WORDS.expired });

    // Foreign: a challenge made for a registration, or never made here.
    const registration = await t.call("POST", "app/passkeys/register/options/", { token: member });
    const foreign = (registration.body as Options).challenge;
    expect(
      (await signIn(authenticator.assert({ challenge: foreign, origin: SITE, rpId: RP }, passkey)))
        .body,
    ).toEqual({
      detail: PASSKEY_WORDS.expired,
    });
    const invented = Buffer.alloc(32, 7).toString("base64url");
    expect(
      (await signIn(authenticator.assert({ challenge: invented, origin: SITE, rpId: RP }, passkey)))
        .status,
    ).toBe(400);

    // Another site's origin, another relying party.
    for (const ceremony of [
      { origin: "https://evil.example", rpId: RP },
      { origin: SITE, rpId: "evil.example" },
    ]) {
      const { challenge } = await signInOptions();
      const refused = await signIn(authenticator.assert({ challenge, ...ceremony }, passkey));
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: PASSKEY_WORDS.notAccepted });
    }

    // An account made inactive.
    await t.service.db
      .updateTable("users")
      .set({ is_active: false })
      .where("email", "=", "pmt@portal.test")
      .execute();
    const inactive = await signIn(
      authenticator.assert(
        { challenge: (await signInOptions()).challenge, origin: SITE, rpId: RP },
        passkey,
      ),
    );
    expect(inactive.status).toBe(401);
    await t.service.db
      .updateTable("users")
      .set({ is_active: true })
      .where("email", "=", "pmt@portal.test")
      .execute();

    // Removed.
    expect((await t.call("DELETE", `app/passkeys/${item.id}/`, { token: member })).status).toBe(
      204,
    );
    const removed = await signIn(
      authenticator.assert(
        { challenge: (await signInOptions()).challenge, origin: SITE, rpId: RP },
        passkey,
      ),
    );
    expect(removed.status).toBe(401);
    expect(removed.body).toEqual({ detail: PASSKEY_WORDS.unknownPasskey });
  });

  it("forgets an expired challenge", async () => {
    const { passkey } = await addPasskey(member);
    const { challenge } = await signInOptions();
    await t.service.db
      .updateTable("passkey_challenges")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await signIn(authenticator.assert({ challenge, origin: SITE, rpId: RP }, passkey));
    expect(late.body).toEqual({ detail: PASSKEY_WORDS.expired });
    await signInOptions();
    const left = await t.service.db.selectFrom("passkey_challenges").select("challenge").execute();
    expect(left.map((row) => row.challenge)).not.toContain(challenge);
  });

  it("confirms a signed-in person with one of their own passkeys: a fresh pair with mfa now", async () => {
    const { passkey } = await addPasskey(member);
    const options = await t.call("POST", "app/passkeys/confirm/options/", { token: member });
    const { challenge, allowCredentials } = options.body as Options;
    expect(allowCredentials?.map((entry) => entry.id)).toEqual([
      passkey.credentialId.toString("base64url"),
    ]);
    const confirmed = await t.call("POST", "app/passkeys/confirm/", {
      token: member,
      body: { response: authenticator.assert({ challenge, origin: SITE, rpId: RP }, passkey) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const { access } = confirmed.body as { access: string };
    expect(claimsOf(access)).toMatchObject({ user_id: claimsOf(member).user_id });
    expect(claimsOf(access).mfa).toBeGreaterThan(0);

    // Someone else's passkey does not confirm this person.
    const other = await accessTokenOf(t, "demo@portal.test");
    const theirs = await addPasskey(other, "Theirs");
    const again = await t.call("POST", "app/passkeys/confirm/options/", { token: member });
    const foreign = await t.call("POST", "app/passkeys/confirm/", {
      token: member,
      body: {
        response: authenticator.assert(
          { challenge: (again.body as Options).challenge, origin: SITE, rpId: RP },
          theirs.passkey,
        ),
      },
    });
    expect(foreign.status).toBe(401);
    // Nor does a sign-in's challenge.
    const signInChallenge = (await signInOptions()).challenge;
    const mixed = await t.call("POST", "app/passkeys/confirm/", {
      token: member,
      body: {
        response: authenticator.assert(
          { challenge: signInChallenge, origin: SITE, rpId: RP },
          passkey,
        ),
      },
    });
    expect(mixed.body).toEqual({ detail: PASSKEY_WORDS.expired });
  });

  it("limits refused sign-ins per address", async () => {
    const { passkey } = await addPasskey(member);
    const address = "198.51.100.77";
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const { challenge } = await signInOptions();
      const reply = await signIn(
        authenticator.assert({ challenge, origin: "https://evil.example", rpId: RP }, passkey),
        address,
      );
      last = reply.status;
    }
    expect(last).toBe(429);
  });

  it("answers hostile bodies with 4xx and words, never a 5xx, and writes nothing", async () => {
    const { item } = await addPasskey(member);
    const hostile = fc.oneof(
      fc.anything(),
      fc.record({ response: fc.anything() }),
      fc.record({
        name: fc.string({ maxLength: 80 }),
        response: fc.record({
          id: fc.string(),
          rawId: fc.string(),
          type: fc.constant("public-key"),
          response: fc.dictionary(
            fc.constantFrom(
              "clientDataJSON",
              "attestationObject",
              "authenticatorData",
              "signature",
              "userHandle",
            ),
            fc.oneof(fc.base64String(), fc.string()),
          ),
        }),
      }),
      fc.record({ name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
    );
    const calls: [string, string, boolean][] = [
      ["POST", "app/passkeys/register/", true],
      ["POST", "app/passkeys/sign-in/", false],
      ["POST", "app/passkeys/confirm/", true],
      ["PATCH", `app/passkeys/${item.id}/`, true],
    ];
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.constantFrom(...calls),
        async (body, [method, path, signedIn]) => {
          const reply = await t.call(method, path, {
            token: signedIn ? member : undefined,
            body: JSON.stringify(body) ?? "null",
            headers: { "content-type": "application/json" },
            address: "192.0.2.200",
          });
          if (reply.status === 200 && method === "PATCH") return; // a printable name is a rename
          expect(reply.status, `${method} ${path} ${reply.text}`).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(JSON.stringify(reply.body).length).toBeGreaterThan(10);
        },
      ),
      { numRuns: 60 },
    );
    const rows = await t.service.db.selectFrom("passkeys").select("id").execute();
    expect(rows.map((row) => row.id)).toEqual([item.id]);
  });
});

describe("passkeys without SITE_URL", () => {
  let t: TestService;
  beforeEach(async () => {
    t = await startTestService();
  });
  afterEach(async () => t.close());

  it("take the relying party from the origin the host says, and refuse without one", async () => {
    const token = await accessTokenOf(t, "pmt@portal.test");
    const authenticator = softAuthenticator();
    const siteOrigin = "http://localhost:3000";
    const options = await t.call("POST", "app/passkeys/register/options/", { token, siteOrigin });
    const { challenge, rp, user } = options.body as Options;
    expect(rp?.id).toBe("localhost");
    const made = authenticator.register({
      challenge,
      origin: siteOrigin,
      rpId: "localhost",
      userHandle: user?.id,
    });
    const added = await t.call("POST", "app/passkeys/register/", {
      token,
      siteOrigin,
      body: { name: "Dev", response: made.response },
    });
    expect(added.status, added.text).toBe(201);
    const none = await t.call("POST", "app/passkeys/sign-in/options/");
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: PASSKEY_WORDS.siteUnknown });
  });
});

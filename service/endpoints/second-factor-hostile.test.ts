import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  passwordTokenOf,
  startTestService,
  type TestService,
} from "../../tests/support/test-service.ts";
import { DEMO_STAFF } from "../seed/data.ts";

/**
 * Generated bodies on the second factor's calls: always a 4xx with words (never a 500, never a
 * stack trace), and nothing changed: no key made, no step used, no recovery code spent, no mail.
 */

let t: TestService;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await startTestService();
  staff = await passwordTokenOf(t, DEMO_STAFF.email);
  member = await passwordTokenOf(t, "visitor@portal.test");
});
afterAll(async () => t.close());

async function snapshot() {
  const [factors, codes, mail] = await Promise.all([
    t.service.db.selectFrom("second_factors").selectAll().execute(),
    t.service.db.selectFrom("recovery_codes").select(["id", "used_at"]).execute(),
    t.service.db
      .selectFrom("mail_queue")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ factors, codes, mail: mail.n });
}

const codeLike = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.stringMatching(/^\d{1,8}$/),
  fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/),
  fc.constantFrom("", " ", "\u0000", "١٢٣٤٥٦", "12345\u0000", "x".repeat(100_000)),
  fc.anything(),
);
const body = fc.oneof(
  fc.record({ code: codeLike }, { requiredKeys: [] }),
  fc.record({ code: codeLike, extra: fc.anything() }),
  fc.anything(),
  fc.constantFrom("{broken", "[1,2]", "null", '"text"'),
);
const address = fc
  .tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 }))
  .map(([a, b]) => `10.77.${a}.${b}`);

describe("the second factor's calls under generated input", () => {
  it.each([
    ["app/second-factor/verify/", () => staff],
    ["app/second-factor/confirm/", () => staff],
    ["app/second-factor/verify/", () => member],
  ] as const)("POST %s", async (path, token) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(body, address, async (sent, from) => {
        const reply = await t.call("POST", path, {
          body: typeof sent === "string" ? sent : JSON.stringify(sent ?? null),
          token: token(),
          address: from,
        });
        expect(reply.status, reply.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(reply.status, reply.text.slice(0, 200)).toBeLessThan(500);
        expect(reply.text).not.toMatch(/\bat .*\.ts:\d+/);
        expect(Object.keys(reply.body as object).length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toBe(before);
  });

  it("refuses every call without a token, or with a refresh token, before reading the body", async () => {
    const { refresh } = (
      await t.call("POST", "auth/jwt/create/", {
        body: { username: DEMO_STAFF.email, password: "Demo12345" },
      })
    ).body as { refresh: string };
    for (const path of [
      "app/second-factor/",
      "app/second-factor/setup/",
      "app/second-factor/confirm/",
      "app/second-factor/verify/",
    ]) {
      const method = path === "app/second-factor/" ? "GET" : "POST";
      for (const token of [undefined, refresh, `${staff}x`]) {
        const reply = await t.call(method, path, {
          token,
          body: method === "POST" ? {} : undefined,
        });
        expect(reply.status, `${path} ${token?.slice(0, 8)}`).toBe(401);
      }
    }
  });
});

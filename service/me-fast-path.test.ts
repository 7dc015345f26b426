import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReply, startTestService, type TestService } from "../tests/support/test-service.ts";
import { DEMO_PASSWORD } from "./seed/data.ts";

/**
 * `service.me(authorization)` (the host's fast path for GET app/me/) must
 * answer exactly what the routed handler answers, for any Authorization
 * header: same status, same body, same headers.
 */
describe("app/me/ without a Request", () => {
  let t: TestService;
  let access = "";

  beforeAll(async () => {
    t = await startTestService();
    const reply = await t.call("POST", "auth/jwt/create/", {
      body: { username: "demo@portal.test", password: DEMO_PASSWORD },
    });
    access = (reply.body as { access: string }).access;
  });
  afterAll(() => t.close());

  async function both(authorization: string | null) {
    const routed = await readReply(
      await t.service.handle(
        new Request("http://service.test/app/me/", {
          headers: authorization === null ? {} : { authorization },
        }),
        { clientAddress: "203.0.113.5" },
      ),
    );
    const fast = await t.service.me(authorization, { clientAddress: "203.0.113.5" });
    return { routed, fast };
  }

  function expectSame({ routed, fast }: Awaited<ReturnType<typeof both>>) {
    expect(fast.status).toBe(routed.status);
    expect(fast.text).toBe(routed.text);
    expect(Object.fromEntries(fast.headers)).toEqual(Object.fromEntries(routed.headers));
  }

  it("gives the member for a good token, as the routed handler does", async () => {
    const answers = await both(`Bearer ${access}`);
    expect(answers.fast.status).toBe(200);
    expect(JSON.parse(answers.fast.text)).toMatchObject({ email: "demo@portal.test" });
    expectSame(answers);
  });

  it("refuses a missing, malformed or forged header in the same words", async () => {
    const [header, payload] = access.split(".");
    for (const authorization of [
      null,
      "",
      "Bearer",
      "Basic abc",
      `Bearer ${access} extra`,
      `bearer ${access}`,
      `Bearer ${header}.${payload}.forged`,
      `Bearer ${access.slice(0, -2)}`,
    ]) {
      expectSame(await both(authorization));
    }
  });

  it("agrees on generated headers", async () => {
    // Header values a client can send: printable ASCII, tabs and spaces.
    const headerText = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 300,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          headerText,
          headerText.map((text) => `Bearer ${text}`),
        ),
        async (authorization) => {
          expectSame(await both(authorization.trim()));
        },
      ),
      { numRuns: 150, seed: 14 },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../tests/support/test-service.ts";
import { DEMO_PASSWORD } from "./seed/data.ts";

/**
 * Hostile and malformed input on every endpoint that takes a body: always a
 * 4xx with a JSON message a person can act on, never a 500, and nothing stored.
 */

const LONG = "x".repeat(10_000);
const NASTY_STRINGS = [
  "",
  "   ",
  LONG,
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u0000\u0001\u0002",
  "𝓤𝓷𝓲𝓬𝓸𝓭𝓮 🚀 नमस्ते",
  "\u202Eevil",
];
const WRONG_TYPES = [null, 42, -1, 1.5, true, [], ["a"], { nested: "object" }];

interface Endpoint {
  path: string;
  method: string;
  fields: string[];
  valid: Record<string, unknown>;
  auth?: "pmt" | "visitor";
}

const ENDPOINTS: Endpoint[] = [
  {
    path: "auth/jwt/create/",
    method: "POST",
    fields: ["username", "password"],
    valid: { username: "x@y.co", password: "Nope12345" },
  },
  { path: "auth/jwt/refresh/", method: "POST", fields: ["refresh"], valid: { refresh: "x" } },
  { path: "api/auth/jwt/verify/", method: "POST", fields: ["token"], valid: { token: "x" } },
  {
    path: "app/register/",
    method: "POST",
    fields: ["name", "phonenumber", "email", "access_for", "password"],
    valid: {
      name: "Bad Input",
      phonenumber: "+91 98450 00000",
      email: "bad.input@example.com",
      password: "Valid1234",
    },
  },
  {
    path: "app/request-otp/",
    method: "POST",
    fields: ["email", "phonenumber"],
    valid: { email: "nobody@example.com" },
  },
  {
    path: "app/verify-otp/",
    method: "POST",
    fields: ["email", "otp", "password"],
    valid: { email: "nobody@example.com", otp: "123456", password: "Valid1234" },
  },
  {
    path: "api/enquiry/",
    method: "POST",
    fields: ["name", "email", "phone", "subject", "message", "page"],
    valid: { name: "Bad Input", email: "bad.input@example.com", message: "Hello" },
  },
  {
    path: "api/orders/",
    method: "POST",
    fields: ["service", "pay_with_coins"],
    valid: { service: 1 },
    auth: "pmt",
  },
  {
    path: "app/user/update/3/",
    method: "PUT",
    fields: ["name", "email", "phonenumber"],
    valid: { name: "Vikram" },
    auth: "visitor",
  },
];

describe("bad input on every endpoint", () => {
  let t: TestService;
  const tokens: Record<string, string> = {};
  let counts: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    t = await startTestService();
    for (const [key, email] of [
      ["pmt", "pmt@portal.test"],
      ["visitor", "visitor@portal.test"],
    ] as const) {
      const reply = await t.call("POST", "auth/jwt/create/", {
        body: { username: email, password: DEMO_PASSWORD },
      });
      tokens[key] = (reply.body as { access: string }).access;
    }
    counts = async () => {
      const result: Record<string, number> = {};
      for (const table of [
        "users",
        "orders",
        "purchased_services",
        "enquiries",
        "one_time_codes",
      ] as const) {
        const row = await t.service.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        result[table] = Number(row.n);
      }
      return result;
    };
  });
  afterAll(async () => t?.close());

  async function expectRejected(endpoint: Endpoint, body: unknown, label: string) {
    const reply = await t.call(endpoint.method, endpoint.path, {
      body,
      token: endpoint.auth ? tokens[endpoint.auth] : undefined,
      address: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
    });
    expect(
      reply.status,
      `${endpoint.path} ${label}: ${reply.text.slice(0, 200)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(reply.status, `${endpoint.path} ${label}`).toBeLessThan(500);
    expect(reply.headers.get("content-type")).toContain("application/json");
    expect(reply.text).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
    const message = reply.body as Record<string, unknown>;
    expect(typeof message).toBe("object");
    expect(Object.keys(message).length).toBeGreaterThan(0);
  }

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: missing, mistyped and hostile fields`, async () => {
      const before = await counts();
      if (endpoint.path !== "app/user/update/3/")
        await expectRejected(endpoint, {}, "empty object");
      for (const field of endpoint.fields) {
        for (const value of WRONG_TYPES) {
          // A list or object never fits these fields; null and numbers only where text is expected.
          const bad = { ...endpoint.valid, [field]: value };
          if (
            endpoint.path === "api/orders/" &&
            field === "service" &&
            (value === 1.5 || value === true)
          )
            continue;
          if (field === "pay_with_coins" && (value === true || value === null)) continue;
          await expectRejected(endpoint, bad, `${field}=${JSON.stringify(value)}`);
        }
        for (const value of NASTY_STRINGS) {
          const bad = { ...endpoint.valid, [field]: value };
          const reply = await t.call(endpoint.method, endpoint.path, {
            body: bad,
            token: endpoint.auth ? tokens[endpoint.auth] : undefined,
            address: `172.16.${Math.floor(Math.random() * 250)}.1`,
          });
          // Free-text fields may take unusual text; whatever the answer, it is never a 500.
          expect(
            reply.status,
            `${endpoint.path} ${field}=${JSON.stringify(value).slice(0, 30)}`,
          ).toBeLessThan(500);
        }
      }
      for (const body of ["[1,2]", '"text"', "null", "{broken", "\u0000"]) {
        await expectRejected(endpoint, body, `raw ${JSON.stringify(body)}`);
      }
      const after = await counts();
      if (
        endpoint.path !== "app/register/" &&
        endpoint.path !== "api/enquiry/" &&
        endpoint.path !== "api/orders/"
      ) {
        expect(after).toEqual(before);
      }
    });
  }

  it("stores nothing for a rejected registration, order or enquiry", async () => {
    const before = await counts();
    for (const body of [
      { name: "A", phonenumber: "+91 98450 00000", email: "ok@example.com", password: "short" },
      {
        name: LONG,
        phonenumber: "+91 98450 00000",
        email: "ok@example.com",
        password: "Valid1234",
      },
      {
        name: "A",
        phonenumber: "+91 98450 00000",
        email: "'; DROP TABLE users; --",
        password: "Valid1234",
      },
    ]) {
      expect((await t.call("POST", "app/register/", { body, address: "10.9.9.1" })).status).toBe(
        400,
      );
    }
    expect(
      (
        await t.call("POST", "api/enquiry/", {
          body: { name: "A", email: "a@b.co", message: LONG },
          address: "10.9.9.2",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call("POST", "api/orders/", {
          body: { service: "1; DROP TABLE orders" },
          token: tokens.pmt,
        })
      ).status,
    ).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("keeps hostile text as text", async () => {
    const reply = await t.call("POST", "api/enquiry/", {
      body: {
        name: "<script>alert(1)</script>",
        email: "x@example.com",
        message: "'; DROP TABLE enquiries; --",
      },
      address: "10.9.9.3",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: "<script>alert(1)</script>",
      message: "'; DROP TABLE enquiries; --",
    });
    expect(reply.headers.get("content-type")).toContain("application/json");
  });

  it("answers 413 for a body over 1 MB", async () => {
    const reply = await t.call("POST", "api/enquiry/", {
      body: { name: "A", email: "a@b.co", message: "x".repeat(1_100_000) },
      address: "10.9.9.4",
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toHaveProperty("detail");
  });

  it("takes URL-encoded forms like DRF", async () => {
    const reply = await t.call("POST", "auth/jwt/create/", {
      body: new URLSearchParams({
        username: "demo@portal.test",
        password: DEMO_PASSWORD,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(reply.status).toBe(200);
  });

  it("treats ids that are not numbers, or too large, as unknown paths", async () => {
    for (const path of [
      "api/propmtservice/1e3/",
      "api/propmtservice/-1/",
      "api/propmtservice/99999999999/",
      "api/propmtservice/%00/",
    ]) {
      const reply = await t.call("GET", path);
      expect(reply.status, path).toBe(404);
    }
  });
});

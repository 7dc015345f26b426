import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_KEY_HEADER } from "#contract/devices.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { readAudit } from "../ops/audit.ts";

/** Decision 0062: a sign-in from a device the account has not used is told at once, and only then. */

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

const newKey = () => randomBytes(32).toString("base64url");

describe("the new-device notice on auth/jwt/create/", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => t.close());

  let sequence = 0;
  /** An account of its own: its first device, and what the test does next, are its own. */
  async function freshAccount(): Promise<{ email: string; id: number }> {
    sequence += 1;
    const email = `device.${sequence}.${Date.now()}@example.com`;
    const registered = await t.call("POST", "app/register/", {
      body: {
        name: "Devi Device",
        email,
        phonenumber: `+91 95${String(Date.now() + sequence).slice(-8)}`,
        password: "Demo12345",
      },
      address: `198.51.${sequence}.7`,
    });
    expect(registered.status).toBe(201);
    const row = await t.service.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { email, id: row.id };
  }

  const signIn = (
    email: string,
    headers: Record<string, string>,
    { password = "Demo12345", address = "203.0.113.77" } = {},
  ) =>
    t.call("POST", "auth/jwt/create/", {
      body: { username: email, password },
      headers,
      address,
    });

  const devicesOf = (id: number) =>
    t.service.db
      .selectFrom("known_devices")
      .select(["device_hash", "words", "last_seen_at"])
      .where("user_id", "=", id)
      .execute();

  /** The deferred work is done once the account's devices show what the sign-in did. */
  const settled = (id: number, count: number) =>
    expect.poll(async () => (await devicesOf(id)).length).toBe(count);

  const mailsTo = (email: string) =>
    t.outbox().filter((mail) => mail.includes(`To: ${email}`) && mail.includes("new sign-in"));

  it("the first device sends nothing; a second one mails the owner and writes an audit line; it again sends nothing", async () => {
    const { email, id } = await freshAccount();
    const phone = { [DEVICE_KEY_HEADER]: newKey(), "user-agent": CHROME_ANDROID };
    const laptop = { [DEVICE_KEY_HEADER]: newKey(), "user-agent": FIREFOX_WINDOWS };

    expect((await signIn(email, laptop)).status).toBe(200);
    await settled(id, 1);
    expect(await readAudit(t.service.db, email)).toEqual([]);

    expect((await signIn(email, phone)).status).toBe(200);
    await settled(id, 2);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail).toContain("Device: Chrome on Android");
    expect(mail).toContain("Network: 203.0.113.x");
    expect(mail).not.toContain("203.0.113.77");
    const [entry] = await readAudit(t.service.db, email);
    expect(entry).toMatchObject({
      actor: email,
      action: "sign-in-new-device",
      after: { device: "Chrome on Android", network: "203.0.113.x", how: "password" },
    });

    // Known now: the same browser, even with another User-Agent (an update), sends nothing.
    const before = (await devicesOf(id)).map((row) => row.last_seen_at.getTime());
    expect((await signIn(email, { ...phone, "user-agent": FIREFOX_WINDOWS })).status).toBe(200);
    await expect
      .poll(async () => (await devicesOf(id)).map((row) => row.last_seen_at.getTime()))
      .not.toEqual(before);
    expect((await devicesOf(id)).length).toBe(2);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await readAudit(t.service.db, email)).toHaveLength(1);
  });

  it("keeps only a keyed hash, never the device key", async () => {
    const { email, id } = await freshAccount();
    const key = newKey();
    await signIn(email, { [DEVICE_KEY_HEADER]: key, "user-agent": CHROME_ANDROID });
    await settled(id, 1);
    const [row] = await devicesOf(id);
    expect(row?.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row?.words).toBe("Chrome on Android");
  });

  it("a client without a device key is known by its User-Agent alone, apart from the site's keys", async () => {
    const { email, id } = await freshAccount();
    await signIn(email, { [DEVICE_KEY_HEADER]: newKey(), "user-agent": CHROME_ANDROID });
    await settled(id, 1);
    // The same User-Agent without the site's key: a program using the password, not that browser.
    await signIn(email, { "user-agent": CHROME_ANDROID });
    await settled(id, 2);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    await signIn(email, { "user-agent": CHROME_ANDROID });
    await signIn(email, { "user-agent": "curl/8.4.0" });
    await settled(id, 3);
    await expect.poll(() => mailsTo(email).length).toBe(2);
  });

  it("a failed sign-in records and sends nothing", async () => {
    const { email, id } = await freshAccount();
    await signIn(email, { [DEVICE_KEY_HEADER]: newKey() });
    await settled(id, 1);
    const wrong = await signIn(email, { [DEVICE_KEY_HEADER]: newKey() }, { password: "Wrong1234" });
    expect(wrong.status).toBe(401);
    // A later right one from a third device is the only news.
    await signIn(email, { [DEVICE_KEY_HEADER]: newKey() });
    await settled(id, 2);
    await expect.poll(() => mailsTo(email).length).toBe(1);
  });

  it("a forged or oversized device header never fails the sign-in nor writes a bad row", async () => {
    const { email, id } = await freshAccount();
    let count = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 2000 }),
        async (key, agent) => {
          const headers: Record<string, string> = {};
          // Header values cannot carry every character; what fetch refuses never reaches us.
          const clean = (text: string) => text.replace(/[^\x20-\x7e]/g, "");
          headers[DEVICE_KEY_HEADER] = clean(key);
          headers["user-agent"] = clean(agent);
          const reply = await signIn(email, headers);
          expect(reply.status).toBe(200);
          count += 1;
        },
      ),
      { numRuns: 15 },
    );
    expect(count).toBe(15);
    await expect.poll(async () => (await devicesOf(id)).length).toBeGreaterThan(0);
    for (const row of await devicesOf(id)) expect(row.words.length).toBeLessThanOrEqual(120);
  });
});

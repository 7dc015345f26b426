import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type SessionData, storageOver } from "./session-storage.server";
import {
  memorySessionStore,
  redisSessionStore,
  SESSIONS_PER_MEMBER,
  type SessionStore,
} from "./session-store.server";

const record = (userId: string | null, at = Date.now()) => ({
  data: { access: "a", refresh: "r", userId: userId ?? "" },
  userId,
  createdAt: at,
  seenAt: at,
});

/** Two "instances" over one backing store: memory shares one object, Redis one server. */
const backends: Array<{ name: string; pair: () => [SessionStore, SessionStore] }> = [
  {
    name: "memory",
    pair: () => {
      const store = memorySessionStore();
      return [store, store];
    },
  },
];
const clients: Redis[] = [];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  backends.push({
    name: "Redis",
    pair: () => {
      const prefix = `test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
      const a = new Redis(url);
      const b = new Redis(url);
      clients.push(a, b);
      return [redisSessionStore(a, prefix), redisSessionStore(b, prefix)];
    },
  });
}
afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe.each(backends)("session store on $name", ({ pair }) => {
  it("what one instance stores the other reads, and a delete on one ends it on both", async () => {
    const [one, two] = pair();
    await one.set("s1", record("7"), 60);
    expect((await two.get("s1"))?.userId).toBe("7");
    await two.delete("s1");
    expect(await one.get("s1")).toBeNull();
  });

  it("deleteAllOf ends every session of one member, and only theirs", async () => {
    const [one, two] = pair();
    await one.set("laptop", record("7"), 60);
    await two.set("phone", record("7"), 60);
    await one.set("someone-else", record("8"), 60);
    await one.set("anonymous", record(null), 60);
    expect(await two.deleteAllOf("7")).toBe(2);
    expect(await one.get("laptop")).toBeNull();
    expect(await one.get("phone")).toBeNull();
    expect(await two.get("someone-else")).not.toBeNull();
    expect(await two.get("anonymous")).not.toBeNull();
    expect(await one.deleteAllOf("7")).toBe(0);
  });

  it("listOf lists one member's live sessions, oldest first, and only theirs", async () => {
    const [one, two] = pair();
    await one.set("phone", record("7", 2_000), 60);
    await two.set("laptop", record("7", 1_000), 60);
    await one.set("someone-else", record("8"), 60);
    await one.set("anonymous", record(null), 60);
    expect((await two.listOf("7")).map((listed) => listed.id)).toEqual(["laptop", "phone"]);
    expect((await one.listOf("7"))[0]?.record.createdAt).toBe(1_000);
    expect(await one.listOf("9")).toEqual([]);
  });

  it("an ended session leaves the list on every instance; the others stay", async () => {
    const [one, two] = pair();
    await one.set("phone", record("7"), 60);
    await one.set("laptop", record("7"), 60);
    await two.delete("phone");
    expect((await one.listOf("7")).map((listed) => listed.id)).toEqual(["laptop"]);
    expect(await two.get("laptop")).not.toBeNull();
  });

  it("a session that changed hands (signed out, then someone else) is not listed as the first's", async () => {
    const [one, two] = pair();
    await one.set("shared", record("7"), 60);
    await two.set("shared", record("8"), 60);
    expect(await one.listOf("7")).toEqual([]);
    expect((await one.listOf("8")).map((listed) => listed.id)).toEqual(["shared"]);
  });

  it("a record lives no longer than its time to live", async () => {
    const [one] = pair();
    await one.set("short", record("9"), 1);
    expect(await one.get("short")).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await one.get("short")).toBeNull();
    expect(await one.listOf("9")).toEqual([]);
  });
});

describe("memory store", () => {
  it("keeps at most SESSIONS_PER_MEMBER sessions of one member, ending the oldest", async () => {
    const store = memorySessionStore();
    for (let i = 0; i < SESSIONS_PER_MEMBER + 5; i++) await store.set(`s${i}`, record("9"), 60);
    expect(await store.get("s0")).toBeNull();
    expect(await store.get("s4")).toBeNull();
    expect(await store.get("s5")).not.toBeNull();
    expect(await store.get(`s${SESSIONS_PER_MEMBER + 4}`)).not.toBeNull();
    await store.set("other", record("10"), 60);
    expect(await store.get("other")).not.toBeNull();
  });

  it("remembers a bounded number of sessions, forgetting the least recently used", async () => {
    const store = memorySessionStore(3);
    for (const id of ["a", "b", "c", "d"]) await store.set(id, record("1"), 60);
    expect(await store.get("a")).toBeNull();
    expect(await store.get("d")).not.toBeNull();
    // The evicted one is gone from the member's index too.
    expect(await store.deleteAllOf("1")).toBe(3);
  });
});

describe("session storage over a store", () => {
  const settings = { store: memorySessionStore(), idleSeconds: 600, maxAgeSeconds: 3600 };
  const storage = storageOver(settings, {
    name: "portal_session",
    secure: false,
    secrets: ["s".repeat(32)],
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  async function signedIn(): Promise<string> {
    const session = await storage.getSession();
    session.set("access", "header.eyJ1c2VyX2lkIjo3fQ.sig");
    session.set("refresh", "refresh-token");
    session.set("userId", "7" satisfies SessionData["userId"]);
    return (await storage.commitSession(session)).split(";")[0] as string;
  }

  it("the cookie carries a signed opaque id, never a token", async () => {
    const cookie = await signedIn();
    expect(cookie).not.toContain("refresh-token");
    expect(cookie).not.toContain("eyJ");
    // React Router's signed cookie: base64 of the JSON value, a dot, the signature.
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    const payload = value.slice(0, value.lastIndexOf("."));
    expect(JSON.parse(Buffer.from(payload, "base64").toString("utf8"))).toMatch(/^[\w-]{43}$/);
    expect((await storage.getSession(cookie)).get("refresh")).toBe("refresh-token");
  });

  it("a tampered or guessed id is a signed-out visitor", async () => {
    const cookie = await signedIn();
    // Change a character in the middle of the signature: base64's last
    // character may carry only padding bits, which decoders ignore.
    const at = cookie.length - 10;
    const forged = cookie.slice(0, at) + (cookie[at] === "A" ? "Q" : "A") + cookie.slice(at + 1);
    expect((await storage.getSession(forged)).has("access")).toBe(false);
    expect((await storage.getSession("portal_session=guess")).has("access")).toBe(false);
  });

  it("ends after the idle timeout, and is kept alive by use until then", async () => {
    const cookie = await signedIn();
    vi.setSystemTime(Date.now() + 500_000);
    expect((await storage.getSession(cookie)).has("access")).toBe(true);
    vi.setSystemTime(Date.now() + 500_000); // 1,000 s after sign-in, 500 s after the last use
    expect((await storage.getSession(cookie)).has("access")).toBe(true);
    vi.setSystemTime(Date.now() + 601_000);
    expect((await storage.getSession(cookie)).has("access")).toBe(false);
  });

  it("ends at its absolute lifetime however much it is used", async () => {
    const cookie = await signedIn();
    for (let minutes = 5; minutes < 60; minutes += 5) {
      vi.setSystemTime(new Date(Date.parse("2026-11-24T10:00:00Z") + minutes * 60_000));
      expect((await storage.getSession(cookie)).has("access")).toBe(true);
    }
    vi.setSystemTime(new Date(Date.parse("2026-11-24T11:00:01Z")));
    expect((await storage.getSession(cookie)).has("access")).toBe(false);
  });

  it("a session ended meanwhile is never brought back by a late write", async () => {
    const cookie = await signedIn();
    const session = await storage.getSession(cookie);
    await settings.store.deleteAllOf("7");
    session.set("access", "renewed");
    await storage.commitSession(session);
    expect((await storage.getSession(cookie)).has("access")).toBe(false);
  });
});

import fc from "fast-check";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import {
  SESSION_BUTTON_NOT_OURS,
  SESSION_IS_THIS_ONE,
  SESSION_NOT_FOUND,
} from "~/account/sessions-messages";
import type { SessionRow } from "~/account/sessions-view";
import { sessionHandle } from "~/account/signed-in-sessions.server";
import { sessionSettingsOf, sessionStorageFor } from "~/session/session-storage.server";
import { pageSettings, realService, runRoute } from "../../tests/pages/page-harness.ts";
import { action, loader } from "./my-profile";
import { action as signupAction } from "./signup";

/**
 * "Where you're signed in" on /my-profile (decision 0062): the member's sessions listed, one ended
 * from another (its tokens dead at the service), and every forged or foreign End refused with
 * words, ending nothing.
 */

const service = realService("file");
const PATH = "/my-profile";
const store = sessionSettingsOf(pageSettings()).store;

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

interface Browser {
  cookie: string;
  id: string;
  userId: string;
}

/** A browser signed in through the sign-in form's action, as the site does it. */
async function signedIn(email: string, userAgent: string): Promise<Browser> {
  const run = await runRoute(signupAction as never, {
    path: "/Signup?mode=login",
    pattern: "/Signup",
    init: {
      method: "POST",
      body: new URLSearchParams({ intent: "login", username: email, password: "Demo12345" }),
      headers: { "user-agent": userAgent },
    },
  });
  expect(run.response?.status, `${email} signs in`).toBe(302);
  // The browser's device key, kept for its next sign-in.
  expect(run.setCookie).toMatch(/portal_device=[^;]+;.*HttpOnly/i);
  const cookie = (run.setCookie ?? "").split(";")[0] as string;
  const session = await sessionStorageFor(pageSettings()).getSession(cookie);
  return { cookie, id: session.id, userId: String(session.get("userId")) };
}

const openProfile = (browser: Browser) =>
  runRoute<{ sessions: SessionRow[] | null }>(loader as never, {
    path: PATH,
    pattern: PATH,
    init: { headers: { cookie: browser.cookie } },
  });

type Answer = UNSAFE_DataWithResponseInit<{ sessions: { error?: Record<string, string[]> } }>;

const postEnd = (browser: Browser, body: URLSearchParams | FormData) =>
  runRoute<Answer>(action as never, {
    path: PATH,
    pattern: PATH,
    init: { method: "POST", body, headers: { cookie: browser.cookie } },
  });

const ending = (handle: string) => new URLSearchParams({ intent: "end-session", session: handle });

const idsOf = async (userId: string) => (await store.listOf(userId)).map((each) => each.id).sort();

const refusalOf = (run: Awaited<ReturnType<typeof postEnd>>) => ({
  status: run.data?.init?.status,
  words: run.data?.data.sessions.error?.[""]?.[0],
});

describe("Where you're signed in", () => {
  it("lists the member's sessions, this one first and marked, in words; never an id", async () => {
    const phone = await signedIn("demo@portal.test", CHROME_ANDROID);
    const laptop = await signedIn("demo@portal.test", FIREFOX_WINDOWS);
    const other = await signedIn("pmt@portal.test", FIREFOX_WINDOWS);
    const { data } = await openProfile(laptop);
    const sessions = data?.sessions ?? [];
    expect(sessions[0]).toMatchObject({ device: "Firefox on Windows", current: true });
    const phoneRow = sessions.find((row) => row.handle === sessionHandle(phone.id));
    expect(phoneRow).toMatchObject({ device: "Chrome on Android", current: false });
    // The page harness gives no client address: said as not recorded, never made up.
    expect(phoneRow?.network).toBeNull();
    expect(phoneRow?.place).toBeNull();
    const text = JSON.stringify(data);
    for (const id of [phone.id, laptop.id, other.id]) expect(text).not.toContain(id);
    expect(sessions.map((row) => row.handle)).not.toContain(sessionHandle(other.id));
  });

  it("ending another session signs it out and kills its refresh token; this one and others stay", async () => {
    const phone = await signedIn("demo@portal.test", CHROME_ANDROID);
    const laptop = await signedIn("demo@portal.test", FIREFOX_WINDOWS);
    const refresh = (await store.get(phone.id))?.data.refresh as string;
    const ended = await postEnd(laptop, ending(sessionHandle(phone.id)));
    expect(ended.response?.status).toBe(302);
    expect(ended.response?.headers.get("location")).toBe(PATH);
    expect(ended.session.session.data).toMatchObject({
      __flash_status__: { tone: "result", text: expect.stringContaining("Chrome on Android") },
    });
    expect(await store.get(phone.id)).toBeNull();
    expect(await store.get(laptop.id)).not.toBeNull();
    // Its next request is a signed-out visitor.
    const next = await openProfile(phone);
    expect(next.response?.status).toBe(302);
    expect(next.response?.headers.get("location")).toMatch(/^\/Signup/);
    const renewed = await service.t.call("POST", "auth/jwt/refresh/", { body: { refresh } });
    expect(renewed.status).toBe(401);
  });

  it("staff see and end their own sessions on the same page", async () => {
    const desk = await signedIn("staff@portal.test", FIREFOX_WINDOWS);
    const phone = await signedIn("staff@portal.test", CHROME_ANDROID);
    const { data } = await openProfile(desk);
    expect(data?.sessions?.map((row) => row.handle)).toContain(sessionHandle(phone.id));
    const ended = await postEnd(desk, ending(sessionHandle(phone.id)));
    expect(ended.response?.status).toBe(302);
    expect(await store.get(phone.id)).toBeNull();
    expect(await store.get(desk.id)).not.toBeNull();
  });

  it("refuses this very session, someone else's, and a forged handle, with words, ending nothing", async () => {
    const mine = await signedIn("demo@portal.test", FIREFOX_WINDOWS);
    const theirs = await signedIn("pmt@portal.test", CHROME_ANDROID);
    const before = await idsOf(mine.userId);
    const theirsBefore = await idsOf(theirs.userId);

    expect(refusalOf(await postEnd(mine, ending(sessionHandle(mine.id))))).toEqual({
      status: 409,
      words: SESSION_IS_THIS_ONE,
    });
    expect(refusalOf(await postEnd(mine, ending(sessionHandle(theirs.id))))).toEqual({
      status: 404,
      words: SESSION_NOT_FOUND,
    });
    // The raw id itself is not a handle either.
    expect(refusalOf(await postEnd(mine, ending(theirs.id))).status).toBe(400);
    expect(await idsOf(mine.userId)).toEqual(before);
    expect(await idsOf(theirs.userId)).toEqual(theirsBefore);
  });

  it("generated forged, oversized and mis-typed End forms: a 4xx with words, nothing ended", async () => {
    const mine = await signedIn("demo@portal.test", FIREFOX_WINDOWS);
    await signedIn("demo@portal.test", CHROME_ANDROID);
    const before = await idsOf(mine.userId);
    const handle = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      fc.constantFrom("", "x".repeat(20_000), "../../etc", "' OR 1=1 --", "\u0000"),
    );
    await fc.assert(
      fc.asyncProperty(
        handle,
        fc.constantFrom("end-session", "end-session ", "END-SESSION"),
        fc.boolean(),
        fc.boolean(),
        async (session, intent, asFile, extraNames) => {
          const form = new FormData();
          form.set("intent", intent);
          if (asFile) form.set("session", new Blob([session]), "handle.txt");
          else form.set("session", session);
          if (extraNames) {
            form.set("session[4294967294]", "x");
            form.set("__proto__", "x");
          }
          const run = await postEnd(mine, form);
          if (run.response) {
            // Not read as an End at all (the intent is not ours): the profile form's own refusal.
            expect(run.response.status).toBeLessThan(500);
          } else {
            const status = run.data?.init?.status ?? 0;
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
          }
          if (intent === "end-session" && !run.response) {
            const { words } = refusalOf(run);
            expect([SESSION_BUTTON_NOT_OURS, SESSION_NOT_FOUND]).toContain(words);
          }
        },
      ),
      { numRuns: 60, seed: 20261129 },
    );
    expect(await idsOf(mine.userId)).toEqual(before);
  });
});

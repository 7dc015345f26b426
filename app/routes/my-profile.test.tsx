// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DRF } from "#contract/messages.ts";
import type { ProfileAnswer } from "~/account/profile-fields";
import {
  EMAIL_IS_USERNAME,
  PROFILE_NOT_LOADED,
  PROFILE_UNAVAILABLE,
  PROFILE_UPDATED,
} from "~/account/profile-messages";
import type { MyProfile } from "~/account/profile-view";
import type { SessionRow } from "~/account/sessions-view";
import { replyView } from "~/forms/reply-view";
import type { ServiceTransport } from "~/request-context";
import { loader as rootLoader } from "~/root";
import { ENTITLEMENTS } from "~/route-table";
import { realService, runRoute, signedInCookie } from "../../tests/pages/page-harness.ts";
import { joinedOn, purchasesOf } from "../../tests/pages/service-rows.ts";
import { refusalReply } from "../../tests/support/form-replies.ts";
import { answerJson, unreachable, withFault } from "../../tests/support/service-faults.ts";
import MyProfilePage, { action, loader } from "./my-profile";

/** /my-profile on the real service: the page's states and its edit form's action. */

const service = realService("test");
/** The bodies the site sent to PUT app/user/update/{id}/. */
const updates: unknown[] = [];
/** The service as this test's site reaches it: the updates noted, and the faults the test adds. */
let transport: ServiceTransport;
beforeEach(() => {
  updates.length = 0;
  const real = service.transport;
  transport = {
    fetch(path, init = {}) {
      if (init.method === "PUT" && path.startsWith("app/user/update/")) {
        updates.push(JSON.parse(String(init.body)));
      }
      return real.fetch(path, init);
    },
  };
});
afterEach(cleanup);

const PATH = "/my-profile";
const userOf = (email: string) =>
  service.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
/** pmt@ joined on a known day (the seed's members joined when the template was made). */
const pmtJoined = () => joinedOn(service.db, "pmt@portal.test", new Date("2025-01-15T09:00:00Z"));
const UPDATE = { method: "PUT", path: /^app\/user\/update\/\d+\/$/ };

const openProfile = (init: { as?: string; cookie?: string } = {}) =>
  runRoute<MyProfile>(loader as never, {
    path: PATH,
    pattern: PATH,
    as: init.as,
    transport,
    init: init.cookie ? { headers: { cookie: init.cookie } } : undefined,
  });

type Answer = UNSAFE_DataWithResponseInit<ProfileAnswer>;

/** The action's reply as a person reads it. */
const view = (answer: ProfileAnswer | undefined) => replyView(answer?.reply);

/** The action as a browser without JavaScript calls it: a url-encoded POST. */
const postProfile = (fields: Record<string, string>, init: { as?: string; cookie?: string }) =>
  runRoute<Answer>(action as never, {
    path: PATH,
    pattern: PATH,
    as: init.as,
    transport,
    init: {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: init.cookie ? { cookie: init.cookie } : {},
    },
  });

const DEMO = { name: "Demo Member", email: "demo@portal.test", phonenumber: "+91 90000 00001" };

describe("/my-profile: the page's data", () => {
  it("pmt@: its details; PMT Aspirants held, every other module with how to ask; no courses yet", async () => {
    await pmtJoined();
    const { data, response } = await openProfile({ as: "pmt@portal.test" });
    expect(response).toBeNull();
    const profile = data?.profile;
    expect(profile).toMatchObject({
      name: "Priya Menon",
      email: "pmt@portal.test",
      phonenumber: "+91 90000 00002",
      memberSince: "15 January 2025",
      coins: 40,
      courses: [],
    });
    expect(profile?.held).toEqual([
      { entitlement: "pro_pmt", title: "PMT Aspirants", path: "/pmt-aspirants" },
    ]);
    expect(profile?.locked.map((module) => module.entitlement)).toEqual(
      ENTITLEMENTS.filter((key) => key !== "pro_pmt"),
    );
    expect(profile?.locked.find((module) => module.entitlement === "rephub")?.askPath).toBe(
      "/contact?subject=Access%20to%20RepHub",
    );
    expect(data?.saved).toEqual({
      name: "Priya Menon",
      email: "pmt@portal.test",
      phonenumber: "+91 90000 00002",
    });
  });

  it("demo@: every module held, its purchased course linked", async () => {
    const { data } = await openProfile({ as: "demo@portal.test" });
    const demo = await userOf("demo@portal.test");
    const [purchase] = await purchasesOf(service.db, demo?.id ?? 0);
    expect(data?.profile?.held.map((module) => module.entitlement)).toEqual([...ENTITLEMENTS]);
    expect(data?.profile?.locked).toEqual([]);
    expect(data?.profile?.coins).toBe(250);
    expect(data?.profile?.courses).toEqual([
      {
        id: purchase?.id,
        title: "NEET Full-Length Test Series",
        path: `/my-courses/${purchase?.id}`,
      },
    ]);
  });

  it("visitor@: nothing held, and no courses section (it may not open courses)", async () => {
    const { data } = await openProfile({ as: "visitor@portal.test" });
    expect(data?.profile?.held).toEqual([]);
    expect(data?.profile?.locked).toHaveLength(ENTITLEMENTS.length);
    expect(data?.profile?.courses).toBeNull();
  });

  it("signed out: to /Signup, coming back here", async () => {
    const { response } = await openProfile();
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2Fmy-profile");
  });

  it("the service is down: 503 with Retry-After", async () => {
    const cookie = await signedInCookie("pmt@portal.test");
    transport = withFault(transport, { path: /^/ }, unreachable);
    const { response } = await openProfile({ cookie });
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the courses call is down: 503 as well, not a profile that hides them", async () => {
    transport = withFault(transport, { path: "api/purchasedservices/my-services/" }, unreachable);
    const { response } = await openProfile({ as: "pmt@portal.test" });
    expect(response?.status).toBe(503);
  });
});

describe("/my-profile: saving the form", () => {
  it("succeeds: the service's user changes, the result is flashed as the page status, back to /my-profile; the header's name follows", async () => {
    const { response, session, setCookie } = await postProfile(
      { ...DEMO, name: "  Demo Member Sharma ", phonenumber: "+91 98200 41377" },
      { as: "demo@portal.test" },
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(PATH);
    expect(session.session.get("status")?.text).toBe(PROFILE_UPDATED);
    expect(setCookie).toMatch(/^portal_session=/);
    expect(await userOf("demo@portal.test")).toMatchObject({
      name: "Demo Member Sharma",
      phonenumber: "+91 98200 41377",
    });
    // PUT is a full update in DRF: the whole record goes, the username first.
    expect(updates).toEqual([
      {
        username: "demo@portal.test",
        name: "Demo Member Sharma",
        email: "demo@portal.test",
        phonenumber: "+91 98200 41377",
      },
    ]);

    // The next request (the redirect, or the loaders React Router runs again) reads the new name.
    const next = await runRoute<Awaited<ReturnType<typeof rootLoader>>>(rootLoader as never, {
      path: PATH,
      pattern: "",
      as: "demo@portal.test",
    });
    expect(next.data?.user?.name).toBe("Demo Member Sharma");
  });

  it("a new e-mail becomes the sign-in username too", async () => {
    const { response } = await postProfile(
      { ...DEMO, email: "Demo.New@Portal.test" },
      { as: "demo@portal.test" },
    );
    expect(response?.status).toBe(302);
    expect(await userOf("demo.new@portal.test")).toMatchObject({
      username: "demo.new@portal.test",
    });
  });

  it("the shared schema refuses a bad mobile number and a blank name: 400, the messages, what was typed", async () => {
    const typed = { name: "   ", email: "demo@portal.test", phonenumber: "call me maybe" };
    const { data, response } = await postProfile(typed, { as: "demo@portal.test" });
    expect(response).toBeNull();
    expect(data?.init?.status).toBe(400);
    expect(view(data?.data)).toEqual({
      message: null,
      fieldErrors: {
        name: DRF.blank,
        phonenumber: "Enter a valid mobile number, for example +91 98200 41377.",
      },
      values: typed,
    });
    expect(updates).toEqual([]);
    expect((await userOf("demo@portal.test"))?.name).toBe("Demo Member");
  });

  it("the service's field error (an e-mail another demo account has) comes back beside the field", async () => {
    const typed = { ...DEMO, name: "Demo Member Sharma", email: "PMT@portal.test" };
    const { data } = await postProfile(typed, { as: "demo@portal.test" });
    expect(data?.init?.status).toBe(400);
    expect(view(data?.data)).toEqual({
      message: null,
      fieldErrors: { email: DRF.emailTaken },
      values: typed,
    });
    expect(updates).toHaveLength(1);
    expect((await userOf("demo@portal.test"))?.name).toBe("Demo Member");
  });

  it("extra fields cannot change coins or entitlements", async () => {
    const { response } = await postProfile(
      { ...DEMO, abc_coins: "99999", pro_pmt: "false", rephub: "false", is_staff: "true" },
      { as: "demo@portal.test" },
    );
    expect(response?.status).toBe(302);
    expect(updates).toEqual([{ username: "demo@portal.test", ...DEMO }]);
    expect(await userOf("demo@portal.test")).toMatchObject({
      abc_coins: 250,
      pro_pmt: true,
      rephub: true,
      is_staff: false,
    });
  });

  it("the update call is down: 503, the form says so, nothing typed is lost", async () => {
    transport = withFault(transport, UPDATE, unreachable);
    const typed = { ...DEMO, name: "Demo Member Sharma" };
    const { data } = await postProfile(typed, { as: "demo@portal.test" });
    expect(data?.init?.status).toBe(503);
    expect(view(data?.data)).toEqual({
      message: PROFILE_UNAVAILABLE,
      fieldErrors: {},
      values: typed,
    });
  });

  it("the whole service is down: 503 with what was typed, and the page after it shows the form, not the 503 page", async () => {
    const cookie = await signedInCookie("demo@portal.test");
    transport = withFault(transport, { path: /^/ }, unreachable);
    const typed = { ...DEMO, name: "Demo Member Sharma" };
    // Without JavaScript, one request runs the action and then the page's loader.
    const { data } = await runRoute<{ answer: Answer; page: MyProfile }>(
      async (args) => ({
        answer: await action(args as never),
        page: await loader({ ...args, request: new Request(args.url) } as never),
      }),
      {
        path: PATH,
        pattern: PATH,
        transport,
        init: { method: "POST", body: new URLSearchParams(typed), headers: { cookie } },
      },
    );
    expect(data?.answer.init?.status).toBe(503);
    expect(view(data?.answer.data)).toEqual({
      message: PROFILE_UNAVAILABLE,
      fieldErrors: {},
      values: typed,
    });
    expect(data?.page).toEqual({ title: "My Profile", profile: null, saved: null, sessions: [] });
  });

  it("the service's rate limit: 429 with when to try again", async () => {
    transport = withFault(transport, UPDATE, () =>
      answerJson({ detail: DRF.throttled(120) }, 429, { "retry-after": "120" }),
    );
    const { data } = await postProfile(DEMO, { as: "demo@portal.test" });
    expect(data?.init?.status).toBe(429);
    expect(view(data?.data).message).toMatch(/try again in 2 minutes/);
    expect(view(data?.data).values).toEqual(DEMO);
  });

  it("a body far too large for a profile: 413, nothing read", async () => {
    const { data } = await postProfile(
      { ...DEMO, name: "x".repeat(20_000) },
      { as: "demo@portal.test" },
    );
    expect(data?.init?.status).toBe(413);
    expect(updates).toEqual([]);
  });

  it("signed out: to /Signup, nothing sent", async () => {
    const { response } = await postProfile(DEMO, {});
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2Fmy-profile");
    expect(updates).toEqual([]);
  });
});

function renderPage(
  profile: MyProfile,
  actionData?: ProfileAnswer,
  sessions: SessionRow[] | null = [],
) {
  const loaderData = { ...profile, sessions };
  const Stub = createRoutesStub([
    {
      id: "my-profile",
      path: PATH,
      loader: () => loaderData,
      Component: MyProfilePage as never,
      HydrateFallback: () => null,
    },
  ]);
  return render(
    <Stub
      initialEntries={[PATH]}
      hydrationData={
        actionData
          ? { loaderData: { "my-profile": loaderData }, actionData: { "my-profile": actionData } }
          : undefined
      }
    />,
  );
}

describe("the page", () => {
  it("lists where the member is signed in: this device marked, an End button for each other one", async () => {
    await pmtJoined();
    const { data } = await openProfile({ as: "pmt@portal.test" });
    const row = (over: Partial<SessionRow>): SessionRow => ({
      handle: "h".repeat(22),
      device: "Chrome on Android",
      network: "203.0.113.x",
      place: null,
      signedIn: "27 Nov 2026, 11:45 am",
      signedInIso: "2026-11-27T06:15:00.000Z",
      lastSeen: "just now",
      lastSeenIso: "2026-11-27T06:15:00.000Z",
      current: false,
      ...over,
    });
    renderPage(data as MyProfile, undefined, [
      row({ handle: "a".repeat(22), device: "Firefox on Windows", place: "India", current: true }),
      row({}),
    ]);
    const card = await screen.findByRole("region", { name: "Where you're signed in" });
    const [mine, other] = within(card).getAllByRole("listitem");
    expect(mine?.textContent).toContain("Firefox on Windows");
    expect(mine?.textContent).toContain("This device");
    expect(mine?.textContent).toContain("India");
    expect(within(mine as HTMLElement).queryByRole("button")).toBeNull();
    expect(other?.textContent).toContain("Network 203.0.113.x · place unknown");
    const end = within(other as HTMLElement).getByRole("button", {
      name: "End the session on Chrome on Android",
    });
    const form = end.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(new FormData(form as HTMLFormElement).get("session")).toBe("h".repeat(22));
    expect(within(card).getByRole("button", { name: "Sign out everywhere" })).toBeTruthy();
  });

  it("shows the details, the modules with links or how to ask, the courses and the edit form", async () => {
    await pmtJoined();
    const { data } = await openProfile({ as: "pmt@portal.test" });
    renderPage(data as MyProfile);
    const details = await screen.findByRole("region", { name: "Your details" });
    expect(details.textContent).toContain("Priya Menon");
    expect(details.textContent).toContain("15 January 2025");
    expect(
      within(details).getByRole("link", { name: "See your orders" }).getAttribute("href"),
    ).toBe("/my-orders");
    const modules = screen.getByRole("region", { name: "Your modules" });
    expect(within(modules).getByRole("link", { name: "PMT Aspirants" }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
    expect(
      within(modules).getByRole("link", { name: "Ask for access to Shatayu" }).getAttribute("href"),
    ).toBe("/contact?subject=Access%20to%20Shatayu");
    expect(screen.getByRole("region", { name: "Your courses" }).textContent).toContain(
      "not bought a course yet",
    );
    const form = screen.getByRole("region", { name: "Edit your details" });
    expect(
      (within(form).getByRole("textbox", { name: "Name" }) as HTMLInputElement).defaultValue,
    ).toBe("Priya Menon");
    const email = within(form).getByRole("textbox", { name: "E-mail address" });
    expect(email.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      EMAIL_IS_USERNAME,
    );
  });

  it("after a save the service could not take: the message and the form with what was typed", async () => {
    const typed = { ...DEMO, name: "Demo Member Sharma" };
    renderPage(
      { title: "My Profile", profile: null, saved: null },
      { reply: refusalReply(PROFILE_UNAVAILABLE, {}, typed) },
    );
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual([
      PROFILE_NOT_LOADED,
      PROFILE_UNAVAILABLE,
    ]);
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).defaultValue).toBe(
      "Demo Member Sharma",
    );
  });
});

import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/form-answer";
import { replyView } from "~/forms/reply-view";
import { appSettingsContext, serviceTransportContext } from "~/request-context";
import { remoteTransport } from "../../server/service-transport.ts";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../../tests/msw/handlers.ts";
import { type CurrentSession, currentSession, sessionMiddleware } from "./current-session.server";
import { sessionStorageFor } from "./session-storage.server";
import { handleSignup } from "./signup.server";

/** Site tests: the /Signup action against the msw fake of the service API. */

const settings = { sessionSecrets: ["s".repeat(40)], secureCookies: false };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => server.resetHandlers(...createServiceHandlers().handlers));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A card's answer with its reply read as a person would (messages by field, values kept). */
function readable(result: unknown) {
  if (result === null || typeof result !== "object" || !("reply" in result)) return result;
  const { fieldErrors, values } = replyView((result as { reply: FormReply }).reply);
  return { ...result, fieldErrors, values };
}

async function withSession(
  run: (context: RouterContextProvider) => Promise<unknown>,
  cookie?: string,
) {
  const context = new RouterContextProvider();
  context.set(serviceTransportContext, remoteTransport(FAKE_SERVICE_URL, 1000));
  context.set(appSettingsContext, settings);
  const request = new Request("http://site.test/Signup", { headers: cookie ? { cookie } : {} });
  let result: unknown;
  let session: CurrentSession | undefined;
  const response = (await sessionMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "/Signup" } as never,
    async () => {
      result = readable(await run(context));
      session = currentSession(context);
      return new Response(null);
    },
  )) as Response;
  return { result, session, response };
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("sign-in", () => {
  it("succeeds: the tokens go into the session cookie", async () => {
    const { result, response } = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "demo@portal.test", password: "Demo12345" }),
      ),
    );
    expect(result).toMatchObject({ ok: true, mode: "login" });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await sessionStorageFor(settings).getSession(cookie.split(";")[0]);
    expect(session.get("access")).toMatch(/^fake\.access\./);

    // The next request sees the user.
    const next = await withSession(async () => null, cookie.split(";")[0]);
    expect(next.session?.user).toMatchObject({ email: "demo@portal.test", abc_coins: 250 });
    expect(next.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("fails: 'Invalid Credentials' as a toast, the server's error data kept", async () => {
    const { result } = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "demo@portal.test", password: "Wrong1234" }),
      ),
    );
    expect(result).toMatchObject({
      ok: false,
      toast: "Invalid Credentials",
      loginError: { detail: "No active account found with the given credentials" },
    });
  });

  it("is throttled: 'Too many attempts, try again in N seconds'", async () => {
    server.use(
      http.post(`${FAKE_SERVICE_URL}auth/jwt/create/`, () =>
        HttpResponse.json(
          { detail: "Request was throttled. Expected available in 42 seconds." },
          { status: 429, headers: { "retry-after": "42" } },
        ),
      ),
    );
    const { result } = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "demo@portal.test", password: "Demo12345" }),
      ),
    );
    expect(result).toMatchObject({
      ok: false,
      lines: ["Too many attempts, try again in 42 seconds"],
    });
  });

  it.each([
    ["down", () => HttpResponse.error()],
    ["failing", () => HttpResponse.json({ detail: "boom" }, { status: 502 })],
    [
      "too slow",
      async () => {
        await delay(5000);
        return HttpResponse.json({});
      },
    ],
  ])(
    "service %s: 'Service temporarily unavailable', never 'Invalid Credentials'",
    async (_name, answer) => {
      server.use(http.post(`${FAKE_SERVICE_URL}auth/jwt/create/`, answer));
      const { result } = await withSession((context) =>
        handleSignup(
          context,
          form({ intent: "login", username: "demo@portal.test", password: "Demo12345" }),
        ),
      );
      expect(result).toMatchObject({
        ok: false,
        lines: ["Service temporarily unavailable, please try again."],
      });
      expect(result).not.toHaveProperty("toast");
    },
  );

  it("checks the spec's messages before calling the service", async () => {
    const { result } = await withSession((context) =>
      handleSignup(context, form({ intent: "login" })),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { username: "Please enter username", password: "Please enter your password" },
    });
  });

  it.each(["short1", "lettersonly", "1234567", "has space1", "émile123"])(
    "applies §5's password rule to a sign-in too (%s), before calling the service (decision 0036)",
    async (password) => {
      const { result } = await withSession((context) =>
        handleSignup(context, form({ intent: "login", username: "demo@portal.test", password })),
      );
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: {
          password: "Password must be at least 7 characters long and include letters and numbers",
        },
      });
      expect(result).not.toHaveProperty("toast");
    },
  );

  it("treats a sign-up without an e-mail as a sign-in attempt (spec §5)", async () => {
    const { result } = await withSession((context) =>
      handleSignup(
        context,
        form({
          intent: "register",
          name: "A",
          username: "demo@portal.test",
          password: "Demo12345",
        }),
      ),
    );
    expect(result).toMatchObject({ ok: true, mode: "login" });
  });
});

describe("registration", () => {
  const valid = {
    intent: "register",
    name: "Meera Iyer",
    phonenumber: "+91 98450 12345",
    email: "meera.site@example.com",
    access_for: "Shatayu",
    password: "Meera2024",
  };

  it("the Sign Up form sent empty: every required field says what it needs, typed text kept (decision 0036)", async () => {
    let requests = 0;
    server.events.on("request:start", () => {
      requests += 1;
    });
    const { result } = await withSession((context) =>
      handleSignup(
        context,
        form({
          intent: "register",
          name: "",
          phonenumber: "",
          email: " ",
          access_for: "PMT",
          password: "",
        }),
      ),
    );
    expect(result).toMatchObject({
      ok: false,
      mode: "register",
      fieldErrors: {
        name: "Please enter your name",
        phonenumber: "Please enter your mobile number",
        email: "Please enter your email",
        password: "Please enter your password",
      },
      values: { access_for: "PMT" },
    });
    expect(requests).toBe(0);
    server.events.removeAllListeners();
  });

  it("succeeds: the spec's message and the team's sign-off", async () => {
    const { result } = await withSession((context) => handleSignup(context, form(valid)));
    expect(result).toEqual({
      ok: true,
      mode: "register",
      lines: [
        "Registration Form Submitted Successfully, you will be notified for further processing through email.",
        "Warm regards, the Aarogya Bharat Collective team",
      ],
      // The form empties for the next person.
      reply: { initialValue: null },
      fieldErrors: {},
      values: {},
    });
  });

  it("field errors from the service: one line per field, 'Field: messages'", async () => {
    const { result } = await withSession((context) =>
      handleSignup(context, form({ ...valid, email: "demo@portal.test" })),
    );
    expect(result).toMatchObject({
      ok: false,
      lines: ["Email: user with this email already exists."],
    });
  });

  it("any other failure: 'An unexpected error occurred.'", async () => {
    server.use(
      http.post(`${FAKE_SERVICE_URL}app/register/`, () =>
        HttpResponse.json(["odd"], { status: 400 }),
      ),
    );
    const { result } = await withSession((context) => handleSignup(context, form(valid)));
    expect(result).toMatchObject({ ok: false, lines: ["An unexpected error occurred."] });
  });

  it("checks the password rule in the site too", async () => {
    const { result } = await withSession((context) =>
      handleSignup(context, form({ ...valid, password: "letters" })),
    );
    expect(result).toMatchObject({
      ok: false,
      lines: [
        "Password: Password must be at least 7 characters long and include letters and numbers",
      ],
    });
  });
});

describe("session cookie", () => {
  it("treats a tampered cookie as signed out, without an error", async () => {
    const { session } = await withSession(
      async () => null,
      "portal_session=eyJhY2Nlc3MiOiJ4In0%3D.forged",
    );
    expect(session?.user).toBeNull();
  });

  it("refreshes an expired access token and keeps the person signed in", async () => {
    const signedIn = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "pmt@portal.test", password: "Demo12345" }),
      ),
    );
    const cookie = (signedIn.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    let meCalls = 0;
    server.use(
      http.get(`${FAKE_SERVICE_URL}app/me/`, ({ request }) => {
        meCalls += 1;
        // The first access token has "expired".
        if (meCalls === 1)
          return HttpResponse.json({ detail: "x", code: "token_not_valid" }, { status: 401 });
        return HttpResponse.json({
          id: 2,
          name: "Priya",
          email: "pmt@portal.test",
          abc_coins: 40,
          pro_pmt: true,
          token: request.headers.get("authorization"),
        });
      }),
    );
    const next = await withSession(async () => null, cookie);
    expect(next.session?.user).toMatchObject({
      email: "pmt@portal.test",
      entitlements: ["pro_pmt"],
    });
    expect(next.response.headers.get("set-cookie")).toMatch(/^portal_session=/);
  });

  it("clears the session when the refresh token is refused too", async () => {
    const signedIn = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "pmt@portal.test", password: "Demo12345" }),
      ),
    );
    const cookie = (signedIn.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    server.use(
      http.get(`${FAKE_SERVICE_URL}app/me/`, () =>
        HttpResponse.json({ code: "token_not_valid" }, { status: 401 }),
      ),
      http.post(`${FAKE_SERVICE_URL}auth/jwt/refresh/`, () =>
        HttpResponse.json({ code: "token_not_valid" }, { status: 401 }),
      ),
    );
    const next = await withSession(async () => null, cookie);
    expect(next.session?.user).toBeNull();
    expect(next.response.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

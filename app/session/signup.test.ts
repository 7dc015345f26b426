import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/form-answer";
import { replyView } from "~/forms/reply-view";
import {
  appSettingsContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { realService } from "../../tests/pages/page-harness.ts";
import {
  answerJson,
  recording,
  timedOut,
  unreachable,
  withFault,
} from "../../tests/support/service-faults.ts";
import { type CurrentSession, currentSession, sessionMiddleware } from "./current-session.server";
import { sessionStorageFor } from "./session-storage.server";
import { handleSignup } from "./signup.server";

/** Site tests: the /Signup action on the real service. */

const settings = { sessionSecrets: ["s".repeat(40)], secureCookies: false };
const service = realService("test");
/** The service calls the site made ("POST auth/jwt/create/"). */
const calls: string[] = [];
/** The service as this test's site reaches it: recorded, and with the faults the test adds. */
let transport: ServiceTransport;
beforeEach(() => {
  calls.length = 0;
  transport = recording(service.transport, calls);
});
const SIGN_IN = { method: "POST", path: "auth/jwt/create/" };

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
  context.set(serviceTransportContext, transport);
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
    // The service's own token: a JWT.
    expect(session.get("access")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The next request sees the user.
    const next = await withSession(async () => null, cookie.split(";")[0]);
    expect(next.session?.user).toMatchObject({ email: "demo@portal.test", abc_coins: 250 });
    expect(next.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("fails: 'Invalid Credentials' as the toast only, advice for the card, the server's error data kept", async () => {
    const { result } = await withSession((context) =>
      handleSignup(
        context,
        form({ intent: "login", username: "demo@portal.test", password: "Wrong1234" }),
      ),
    );
    expect(result).toMatchObject({
      ok: false,
      lines: [],
      toast: "Invalid Credentials",
      advice: "check-credentials",
      loginError: { detail: "No active account found with the given credentials" },
    });
  });

  it("is throttled: 'Too many attempts, try again in N seconds'", async () => {
    transport = withFault(transport, SIGN_IN, () =>
      answerJson({ detail: "Request was throttled. Expected available in 42 seconds." }, 429, {
        "retry-after": "42",
      }),
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
    ["down", unreachable],
    ["failing", () => answerJson({ detail: "boom" }, 502)],
    ["too slow", timedOut],
  ])(
    "service %s: 'Service temporarily unavailable', never 'Invalid Credentials'",
    async (_name, answer) => {
      transport = withFault(transport, SIGN_IN, answer);
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
    expect(calls).toEqual([]);
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
    transport = withFault(transport, { method: "POST", path: "app/register/" }, () =>
      answerJson(["odd"], 400),
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
    // The first access token has "expired"; the refreshed one is the service's own.
    const real = transport;
    let expired = true;
    transport = withFault(real, { method: "GET", path: "app/me/" }, ({ path, init }) => {
      if (!expired) return real.fetch(path, init);
      expired = false;
      return answerJson({ detail: "x", code: "token_not_valid" }, 401);
    });
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
    const refused = () => answerJson({ code: "token_not_valid" }, 401);
    transport = withFault(transport, { method: "GET", path: "app/me/" }, refused);
    transport = withFault(transport, { method: "POST", path: "auth/jwt/refresh/" }, refused);
    const next = await withSession(async () => null, cookie);
    expect(next.session?.user).toBeNull();
    expect(next.response.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

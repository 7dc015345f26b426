import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { clientAddress, test } from "./fixtures";
import { latestResetCode } from "./outbox";

/**
 * Sessions die where the person says so: a session cookie copied before
 * logout, "Sign out everywhere" or a password reset is signed out on its next
 * request. HTTP only (each "device" is its own cookie jar); the browser
 * journeys cover the buttons.
 */

const OUTBOX = path.join(".data", "e2e", "outbox");
const PASSWORD = "Start2026";

const latestCode = (to: string) => latestResetCode(OUTBOX, to);

/** An account of its own: these tests end sessions other journeys would be using. */
async function newAccount(api: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `revoke.${stamp}@example.com`;
  const registered = await api.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      name: "Revocation Tester",
      email,
      phonenumber: `+91 96${stamp.slice(-8)}`,
      password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** A device: its own cookie jar, signed in through the site's sign-in. */
async function device(baseURL: string, email: string, password = PASSWORD) {
  const jar = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const signedIn = await jar.post("/session", { form: { username: email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const cookie = (await jar.storageState()).cookies.find((item) => item.name === "portal_session");
  expect(cookie?.value).toBeTruthy();
  return { jar, cookie: `portal_session=${cookie?.value}` };
}

/** Who the site thinks holds `cookie`: 200 signed in, 401 not. Sent bare, as a thief would. */
async function sessionStatus(api: APIRequestContext, cookie: string): Promise<number> {
  const answer = await api.get("/session", { headers: { cookie }, maxRedirects: 0 });
  return answer.status();
}

test("a session cookie copied before logout is signed out on its next request", async ({
  request,
  baseURL,
}) => {
  const email = await newAccount(request);
  const { jar, cookie } = await device(baseURL as string, email);
  expect(await sessionStatus(request, cookie)).toBe(200);
  const out = await jar.post("/logout", { maxRedirects: 0 });
  expect(out.status()).toBe(302);
  expect(await sessionStatus(request, cookie)).toBe(401);
  const page = await request.get("/my-profile", { headers: { cookie }, maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toMatch(/^\/Signup/);
  await jar.dispose();
});

test("Sign out everywhere ends every session of that person, and only theirs", async ({
  request,
  baseURL,
}) => {
  const email = await newAccount(request);
  const other = await newAccount(request);
  const laptop = await device(baseURL as string, email);
  const phone = await device(baseURL as string, email);
  const someoneElse = await device(baseURL as string, other);
  const out = await laptop.jar.post("/logout", { form: { scope: "everywhere" }, maxRedirects: 0 });
  expect(out.status()).toBe(302);
  expect(await sessionStatus(request, laptop.cookie)).toBe(401);
  expect(await sessionStatus(request, phone.cookie)).toBe(401);
  expect(await sessionStatus(request, someoneElse.cookie)).toBe(200);
  await Promise.all([laptop.jar.dispose(), phone.jar.dispose(), someoneElse.jar.dispose()]);
});

test("a password reset ends the sessions opened with the old password", async ({
  request,
  baseURL,
}) => {
  const email = await newAccount(request);
  const before = await device(baseURL as string, email);
  expect(await sessionStatus(request, before.cookie)).toBe(200);

  const asked = await request.post("/service/app/request-otp/", {
    headers: clientAddress(),
    data: { email },
  });
  expect(asked.status()).toBe(200);
  await expect.poll(() => latestCode(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  // Straight to the service, as another site or app would: the service itself refuses the old tokens.
  const reset = await request.post("/service/app/verify-otp/", {
    headers: clientAddress(),
    data: { email, otp: latestCode(email), password: "Fresh2026" },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  expect(await sessionStatus(request, before.cookie)).toBe(401);
  const after = await device(baseURL as string, email, "Fresh2026");
  expect(await sessionStatus(request, after.cookie)).toBe(200);
  await Promise.all([before.jar.dispose(), after.jar.dispose()]);
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signIn as signInOverHttp, test, visit } from "../fixtures";

/**
 * The site with SERVICE_API_URL pointing at the Django reference backend
 * (tests/django-reference/: Django REST framework, simplejwt and djoser with
 * their defaults; no coin payment, no course extras, no refresh rotation).
 * The journeys of issue #12, as a person would take them.
 */

const OUTBOX = path.join(".data", "e2e-django", "reference", "outbox");

async function signIn(page: Page, username: string, password = "Demo12345") {
  await visit(page, "/Signup");
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill(username);
  await card.getByLabel("Password").fill(password);
  await card.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
}

async function expectCoins(page: Page, name: RegExp, coins: string) {
  await page.getByRole("button", { name }).click();
  await expect(page.getByTestId("coin-balance")).toHaveText(coins);
  await page.keyboard.press("Escape");
}

/** Nothing the backend left out may show as "undefined", "null" or a single letter. */
async function expectNoGaps(page: Page) {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/);
}

for (const [email, name, coins] of [
  ["demo@portal.test", /Account menu for Demo Member/, "250"],
  ["pmt@portal.test", /Account menu for Priya Menon/, "40"],
  ["visitor@portal.test", /Account menu for Vikram Rao/, "0"],
] as const) {
  test(`${email} signs in; the header shows the coins; logout signs out`, async ({
    warmPage: page,
  }) => {
    await signIn(page, email);
    await expectCoins(page, name, coins);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(page.getByRole("link", { name: "Signin/register" })).toBeVisible();
  });
}

test("guards: signed out to /Signup; visitor@ on a module: the no-access toast", async ({
  warmPage: page,
}) => {
  await visit(page, "/my-orders");
  await expect(page).toHaveURL(/\/Signup\?redirectTo=%2Fmy-orders/);
  await signIn(page, "visitor@portal.test");
  await visit(page, "/rephub");
  await expect(page).toHaveURL("/");
  await expect(
    page.locator(".Toastify").getByText("You Don't Have Access Of This Module"),
  ).toBeVisible();
});

test("pmt@: the catalogue and its filter, a course page, an order paid by arrangement, My Orders with titles", async ({
  warmPage: page,
}) => {
  await signIn(page, "pmt@portal.test");
  await visit(page, "/pmt-aspirants");
  const cards = page.locator("main").getByRole("article");
  await expect(cards).toHaveCount(9);
  await page
    .getByRole("navigation", { name: "Course categories" })
    .getByRole("link", { name: "Biology" })
    .click();
  await expect(page).toHaveURL(/category=\d+$/);
  await expect(cards).toHaveCount(3);
  await expectNoGaps(page);

  await page.getByRole("link", { name: "Plant Physiology in Focus" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plant Physiology in Focus");
  // No coin price on this backend: only "pay by arrangement"; no highlights section.
  await expect(page.getByRole("radio", { name: /Pay with coins/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What you get" })).toHaveCount(0);
  await expectNoGaps(page);
  const order = page.getByRole("radio", { name: /Place an order and pay ₹1,999 by arrangement/ });
  await order.check();
  await page.getByRole("button", { name: "Enrol" }).click();
  // The result is the page status at the top of the page (decision 0045).
  await expect(page.locator("main").getByRole("status").first()).toHaveText(
    /^Order #\d+ for Plant Physiology in Focus \(₹1,999\) is placed\./,
  );

  await visit(page, "/my-orders");
  await expect(page.locator("main")).toContainText("Plant Physiology in Focus");
  await expectNoGaps(page);
});

test("demo@ opens the purchased course: no lessons or resources sections on this backend, nothing missing", async ({
  warmPage: page,
}) => {
  await signIn(page, "demo@portal.test");
  await visit(page, "/my-profile");
  await page
    .getByRole("region", { name: "Your courses" })
    .getByRole("link", { name: "NEET Full-Length Test Series" })
    .click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NEET Full-Length Test Series");
  await expectNoGaps(page);
});

test("visitor@ edits the profile (PUT with the whole record) and puts it back", async ({
  warmPage: page,
}) => {
  await signIn(page, "visitor@portal.test");
  await visit(page, "/my-profile");
  const form = page
    .getByRole("form", { name: /Edit your details/ })
    .or(page.locator("form.profile-form"));
  const nameField = form.getByRole("textbox", { name: "Name" });
  await nameField.fill("Vikram R. Rao");
  await form.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Vikram R. Rao" })).toBeVisible();
  await nameField.fill("Vikram Rao");
  await form.getByRole("button", { name: /Save/ }).click();
  await expect(
    page.getByRole("button", { name: "Account menu for Vikram Rao", exact: true }),
  ).toBeVisible();
});

test("registration: success, then the same e-mail refused with the backend's words", async ({
  warmPage: page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  const email = `django.member.${Date.now()}@example.com`;
  await visit(page, "/Signup?mode=register");
  const card = page.locator(".auth-card");
  const fill = async () => {
    await card.getByLabel("Name").fill("Nisha Kapoor");
    await card.getByLabel("Mobile number").fill("+91 98450 44444");
    await card.getByLabel("Email").fill(email);
    await card.getByLabel("Password").fill("Nisha2026");
  };
  await fill();
  await card.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Registration Form Submitted Successfully" }),
  ).toBeVisible();
  await fill();
  await card.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Email: user with this email already exists." }),
  ).toBeVisible();
});

test("the one-time-code reset: an unknown e-mail gets words; a known one resets with the mailed code", async ({
  warmPage: page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 40[04]/);
  await visit(page, "/request-otp");
  await page.getByLabel("E-mail or mobile number").fill("nobody@example.com");
  await page.getByRole("button", { name: "Send me a code" }).click();
  const refusal = page.locator("main").getByRole("alert");
  await expect(refusal).toContainText("User with this email does not exist.");

  const email = `django.reset.${Date.now()}@example.com`;
  const registered = await page.request.post(
    `http://127.0.0.1:${process.env.E2E_DJANGO_PORT}/app/register/`,
    {
      data: { name: "Reset Tester", email, phonenumber: "+91 97000 00000", password: "Start2026" },
    },
  );
  expect(registered.status()).toBe(201);
  await page.getByLabel("E-mail or mobile number").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page).toHaveURL(/\/reset-password\?contact=/);
  const code = () =>
    readdirSync(OUTBOX)
      .map((name) => readFileSync(path.join(OUTBOX, name), "utf8"))
      .filter((mail) => mail.includes(`To: ${email}`))
      .map((mail) => /code is (\d{6})/.exec(mail)?.[1])
      .at(-1);
  await expect.poll(code, { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await page.getByLabel("6-digit code").fill(code() as string);
  await page.getByLabel("New password", { exact: true }).fill("Fresh2026");
  await page.getByLabel("New password, again").fill("Fresh2026");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: /Account menu for Reset Tester/ })).toBeVisible();
});

test("an enquiry reaches the backend", async ({ warmPage: page }) => {
  await visit(page, "/contact");
  const form = page.getByRole("region", { name: "Send us an enquiry" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Anil Kumar");
  await form.getByRole("textbox", { name: "E-mail address" }).fill("anil@example.com");
  await form.getByRole("textbox", { name: "Your message" }).fill("Do you run weekend batches?");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you, Anil Kumar.");
});

test("sessions you can see: visitor@ in two browsers ends the other from the profile; the other is signed out", async ({
  warmPage: page,
  browser,
}) => {
  await signInOverHttp(page, "visitor@portal.test");
  const otherContext = await browser.newContext({
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  });
  const other = await otherContext.newPage();
  await signInOverHttp(other, "visitor@portal.test");
  await visit(page, "/my-profile");
  const line = page
    .getByRole("region", { name: "Where you're signed in" })
    .getByRole("listitem")
    .filter({ hasText: "Firefox on Windows" });
  await line.getByRole("button", { name: "End the session on Firefox on Windows" }).click();
  await expect(page.getByText(/Signed out of Firefox on Windows/)).toBeVisible();
  const next = await other.request.get("/my-profile", { maxRedirects: 0 });
  expect(next.status()).toBe(302);
  expect((await page.request.get("/session")).status()).toBe(200);
  await otherContext.close();
});

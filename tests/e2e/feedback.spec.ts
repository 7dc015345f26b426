import type { Locator, Page } from "@playwright/test";
import { expect, signedInPage, signInWithCard, test, visit } from "./fixtures";
import { freshPmtMember } from "./fresh-member";

/**
 * Feedback that stays on the page (decision 0045): a refusal or a result is
 * said where the person is looking (beside the form, or as a status at the
 * top of the page they land on), with the focus on it, and it is still there
 * when the spec's toast has gone; a new page starts at the top.
 */

const NO_ACCESS = "You Don't Have Access Of This Module";
const INVALID = "Invalid Credentials";
/** What stays beside the card after a wrong password: what went wrong and what to do. */
const CHECK_CREDENTIALS =
  "The e-mail and password do not match an account. Check both and try again";

/** How often `words` are on the screen: in what the page renders, the toasts included. */
function timesOnScreen(page: Page, words: string): Promise<number> {
  return page.evaluate((said) => document.body.innerText.split(said).length - 1, words);
}

/** The card's lasting message: what to do, with the way to reset the password, not the toast's words. */
async function expectAdvice(alert: Locator) {
  await expect(alert).toContainText(CHECK_CREDENTIALS);
  await expect(alert).not.toContainText(INVALID);
  await expect(alert.getByRole("link", { name: "reset your password" })).toHaveAttribute(
    "href",
    "/request-otp",
  );
}

/** Every answer of 400 or more the page receives (a normal visit has none). */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("a wrong password's message stays beside the form with the focus, on /Signup and in the panel, 15 s later", async ({
  browser,
  warmPage: page,
}) => {
  test.setTimeout(40_000);
  // The panel at 1280 px, in a page of its own beside /Signup's: one honest wait for both.
  const panelContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const panelPage = await panelContext.newPage();
  const panelErrors: string[] = [];
  panelPage.on("console", (message) => {
    if (message.type() === "error") panelErrors.push(message.text());
  });
  const failedOnSignup = failedRequests(page);
  const failedInPanel = failedRequests(panelPage);

  await visit(page, "/Signup");
  await signInWithCard(page, "visitor@portal.test", "Wrong12345");
  // The spec's toast (§8) says the spec's words, once on the screen; it goes after a few seconds.
  await expect(page.locator(".Toastify").getByText(INVALID)).toBeVisible();
  expect(await timesOnScreen(page, INVALID)).toBe(1);
  await visit(panelPage, "/csr");
  // The card's code arrives after the page (decision 0028): sent before, it is a document post.
  await panelPage.waitForLoadState("networkidle");
  const panel = panelPage.getByRole("complementary", { name: "Sign In/Register" });
  await panel.getByLabel("Username").fill("nobody@example.com");
  await panel.getByLabel("Password").fill("Nobody123");
  await panel.locator("form").getByRole("button", { name: "Login" }).click();
  await expect(panelPage.locator(".Toastify").getByText(INVALID)).toBeVisible();
  expect(await timesOnScreen(panelPage, INVALID)).toBe(1);

  const cards = [page.locator(".auth-card"), panel.locator(".auth-card")];
  for (const card of cards) {
    const alert = card.getByRole("alert");
    await expectAdvice(alert);
    await expect(alert).toBeFocused();
  }
  await page.waitForTimeout(15_000);
  await expect(page.locator(".Toastify").getByText(INVALID)).toHaveCount(0);
  for (const card of cards) {
    const alert = card.getByRole("alert");
    await expect(alert).toBeVisible();
    await expectAdvice(alert);
    await expect(alert).toBeFocused();
    // Beside the fields: in the card, just above the form that was sent.
    await expect(card.locator("[role=alert] + form")).toHaveCount(1);
  }
  await expect(panelPage).toHaveURL("/csr");
  expect(failedOnSignup, "a refused sign-in is an answer, not a failed request").toEqual([]);
  expect(failedInPanel).toEqual([]);
  expect(panelErrors).toEqual([]);
  await panelContext.close();
});

test("without JavaScript a wrong password's message is on the page, beside the form", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/Signup");
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill("visitor@portal.test");
  await card.getByLabel("Password").fill("Wrong12345");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await card.getByRole("button", { name: "Login" }).click();
  // A document post keeps its status: the refusal is a 400.
  expect((await answer).status()).toBe(400);
  // The spec's words where the toast would be, once; beside the form, what to do.
  await expect(page.locator(".noscript-toast")).toHaveText(INVALID);
  expect(await timesOnScreen(page, INVALID)).toBe(1);
  await expectAdvice(card.getByRole("alert"));
  await expect(card.locator("[role=alert] + form")).toHaveCount(1);
  await context.close();
});

test("repeated refusals: at most one toast on the screen, never a pile over the form", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, "/Signup");
  for (const password of ["Wrong12345", "Wrong23456", "Wrong34567", "Wrong45678"]) {
    await signInWithCard(page, "visitor@portal.test", password);
    await expect(page.locator(".auth-card").getByRole("alert")).toContainText(CHECK_CREDENTIALS);
  }
  await expect(page.locator(".Toastify").getByText(INVALID)).toHaveCount(1);
});

test("the same refusal again while its toast shows: the toast stays its full time from then", async ({
  warmPage: page,
}) => {
  await visit(page, "/Signup");
  const toast = page.locator(".Toastify").getByText("Invalid Credentials");
  await signInWithCard(page, "visitor@portal.test", "Wrong12345");
  await expect(toast).toBeVisible();
  const firstShown = Date.now();
  // Most of the toast's 5 s later, the same words again.
  await page.waitForTimeout(3_500);
  await signInWithCard(page, "visitor@portal.test", "Wrong23456");
  await expect(page.locator(".auth-card").getByRole("alert")).toContainText(CHECK_CREDENTIALS);
  // Past the first toast's 5 s, it is still there: its time started again with the second.
  await page.waitForTimeout(Math.max(0, firstShown + 6_500 - Date.now()));
  expect(await toast.count(), "the toast, 6.5 s after it first showed").toBe(1);
  // And it does go, once its 5 s from the second refusal are over.
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
});

test("a member refused a module lands on / with the spec's words at the top, the focus on them, and a way to ask", async ({
  warmPage: page,
  request,
}) => {
  await visit(page, "/Signup");
  await signInWithCard(page, "pmt@portal.test");
  await expect(page).toHaveURL("/");
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/");
  await page.goto("/shatayu");
  expect((await answer).headers()["cache-control"]).toBe("private, no-store");
  await expect(page).toHaveURL("/");
  const status = page.locator("main").getByRole("alert").first();
  // What it means for this account and what to do; the spec's words are the toast's (§8), once.
  await expect(status).toContainText("Your account does not include Shatayu yet.");
  await expect(status).not.toContainText(NO_ACCESS);
  await expect(status).toBeFocused();
  const ask = status.getByRole("link", { name: "Ask for access to Shatayu" });
  await expect(ask).toHaveAttribute("href", "/contact?subject=Access%20to%20Shatayu");
  await expect(page.locator(".Toastify").getByText(NO_ACCESS)).toBeVisible();
  expect(await timesOnScreen(page, NO_ACCESS)).toBe(1);
  // Near the top of the page: under the header, in view.
  expect(await scrollY(page)).toBe(0);
  // One request's message: the shared page never says it.
  const shared = await request.get("/", { headers: { cookie: "" } });
  expect(await shared.text()).not.toContain(NO_ACCESS);

  await ask.click();
  await expect(page).toHaveURL("/contact?subject=Access%20to%20Shatayu");
  await expect(page.locator("main").getByText(NO_ACCESS)).toHaveCount(0);
  // From a page scrolled down, by a link (a navigation in the page, not a new load): the same
  // status, and the page starts at its top.
  await visit(page, "/about");
  const footerLink = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Services" })
    .getByRole("link", { name: "Shatayu", exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await footerLink.click();
  await expect(page).toHaveURL("/");
  const again = page.locator("main").getByRole("alert").first();
  await expect(again).toContainText("Your account does not include Shatayu yet.");
  await expect(again).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("without JavaScript a refused module says the spec's words once, and the way to ask", async ({
  browser,
}) => {
  const page = await signedInPage(browser, "pmt@portal.test", { javaScript: false });
  await page.goto("/rephub");
  await expect(page).toHaveURL("/");
  await expect(page.locator(".noscript-toast")).toHaveText(NO_ACCESS);
  expect(await timesOnScreen(page, NO_ACCESS)).toBe(1);
  const status = page.locator("main").getByRole("alert").first();
  await expect(status).toContainText("Your account does not include RepHub yet.");
  await expect(status.getByRole("link", { name: "Ask for access to RepHub" })).toHaveAttribute(
    "href",
    "/contact?subject=Access%20to%20RepHub",
  );
  await page.context().close();
});

/** The status at the top of the page a form's answer landed on: shown, focused, in view. */
async function expectResultAtTop(page: Page, words: string | RegExp) {
  const status = page.locator("main").getByRole("status").first();
  await expect(status).toContainText(words);
  await expect(status).toBeFocused();
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(status).toBeInViewport();
}

async function openCourse(page: Page, title: string) {
  await visit(page, "/pmt-aspirants");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

for (const width of [390, 1280]) {
  test(`at ${width} px: after paying with coins, an arrangement order and saving the profile, the page is at the top with the result`, async ({
    warmPage: page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    const email = await freshPmtMember(request, String(width));
    await visit(page, "/Signup");
    await signInWithCard(page, email);
    await expect(page).toHaveURL("/");

    await openCourse(page, "Human Physiology Sprint");
    await page.getByRole("radio", { name: /Pay with coins: 30 coins/ }).check();
    await page.getByRole("button", { name: "Enrol" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Enrol" }).click();
    await page.getByRole("button", { name: "Yes, pay 30 coins" }).click();
    await expect(page).toHaveURL(/\/my-courses\/\d+$/);
    await expectResultAtTop(page, "You are enrolled in Human Physiology Sprint. 30 coins paid.");

    await openCourse(page, "Crash Course: Last 45 Days");
    await page.getByRole("radio", { name: /Place an order and pay/ }).check();
    await page.getByRole("button", { name: "Enrol" }).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Enrol" }).click();
    await expectResultAtTop(page, /^Order #\d+ for Crash Course: Last 45 Days/);

    await visit(page, "/my-profile");
    const save = page.getByRole("button", { name: "Save changes" });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Farah Saved");
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page).toHaveURL("/my-profile");
    await expectResultAtTop(page, "Your profile has been updated.");
  });
}

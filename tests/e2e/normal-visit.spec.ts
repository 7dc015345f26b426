import type { Page } from "@playwright/test";
import { enterStaffCode, expect, hydrated, signInWithCard, test, visit } from "./fixtures";

/**
 * A normal visit leaves the browser's console clean: no error, no warning,
 * no request answered 4xx or 5xx, whoever the person is (a visitor on a
 * desktop and on a phone, a member who mistypes their password once, staff
 * at work). The shared console guard already fails on errors; this walk is
 * stricter: warnings and every failed request count too.
 */
async function watchTheConsole(page: Page): Promise<{ problems: string[] }> {
  // A normal visit has the motion a visitor's browser has by default (the other journeys run
  // with reduced motion, playwright.config.ts): its scripts are watched too.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    // A navigation that leaves the page cancels what it was still loading: not a fault.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  return { problems };
}

async function walk(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await hydrated(page);
  }
}

test.describe("a visitor", () => {
  test("at 1280 px: the public pages, a post, a search", async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const watch = await watchTheConsole(page);
    await walk(page, ["/", "/home-two", "/about", "/service", "/work", "/contact", "/blog-grid"]);
    await page.locator("main article a[href^='/blog-details/']").first().click();
    await expect(page).toHaveURL(/\/blog-details\//);
    await hydrated(page);
    await walk(page, ["/search?q=health", "/testimonials"]);
    expect(watch.problems).toEqual([]);
  });

  test("at 390 px: the phone menu opens and closes", async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const watch = await watchTheConsole(page);
    await visit(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await menuButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    expect(watch.problems).toEqual([]);
  });
});

test("a member who mistypes the password once, then reads the account pages", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const watch = await watchTheConsole(page);
  await visit(page, "/Signup");
  await signInWithCard(page, "pmt@portal.test", "WrongPass99");
  await expect(page.getByText("Invalid Credentials").first()).toBeVisible();
  await signInWithCard(page, "pmt@portal.test");
  await expect(page).toHaveURL("/");
  await walk(page, ["/my-orders", "/my-profile", "/my-courses", "/pmt-aspirants"]);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.locator(".user-menu__list")).toBeVisible();
  expect(watch.problems).toEqual([]);
});

test("staff at work in the console", async ({ warmPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const watch = await watchTheConsole(page);
  await visit(page, "/Signup");
  await signInWithCard(page, "staff@portal.test");
  // The console asks for the app's code first (decision 0060).
  await expect(page).toHaveURL(`/staff/second-factor?next=${encodeURIComponent("/staff")}`);
  await enterStaffCode(page);
  await expect(page).toHaveURL("/staff");
  await walk(page, [
    "/staff",
    "/staff/registrations",
    "/staff/people",
    "/staff/orders",
    "/staff/enquiries",
    "/staff/catalogue",
    "/staff/audit",
    "/staff/mail",
  ]);
  expect(watch.problems).toEqual([]);
});

import type { Page } from "@playwright/test";
import { PMT_COURSES } from "../../service/seed/data.ts";
import { expect, signedInPage, signIn, test, visit } from "./fixtures";
import { freshPmtMember } from "./fresh-member";

/**
 * "Enrol" with coins asks first, as every harmful console change does (decision 0046): one click
 * spends nothing; the question says what it costs and the balance after; "Yes" spends, "Keep"
 * (or Escape) keeps the coins. With JavaScript and without. Each journey has a member of its own
 * with 100 coins; Human Physiology Sprint costs 30.
 */

const COURSE = "Human Physiology Sprint";
const QUESTION = `Pay 30 coins for ${COURSE}?`;
const CONSEQUENCE = "Your balance goes from 100 coins to 70 coins, and the course opens at once.";

async function openCourse(page: Page) {
  await visit(page, "/pmt-aspirants");
  await page.getByRole("link", { name: COURSE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COURSE);
  await expect(page.getByRole("radio", { name: /Pay with coins: 30 coins/ })).toBeChecked();
}

/** The balance the header shows, as the page was drawn (its menu need not be open). */
const balance = (page: Page) => page.getByTestId("coin-balance");

test("one click on Enrol spends nothing: a dialog asks, Escape keeps the coins, Yes spends them", async ({
  warmPage: page,
  request,
}) => {
  const email = await freshPmtMember(request, "asks");
  await signIn(page, email);
  await openCourse(page);
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(new URL(sent.url()).pathname);
  });

  await page.getByRole("button", { name: "Enrol" }).click();
  const dialog = page.getByRole("alertdialog", { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(`${CONSEQUENCE} Nothing has changed yet.`);
  expect(posts).toEqual(["/pmt-aspirants.data"]);
  await expect(balance(page)).toHaveText("100");

  // Escape keeps: the form is back, its button focused, nothing spent.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enrol" })).toBeFocused();
  await expect(page).toHaveURL(/\/pmt-aspirants\?course=\d+$/);
  await visit(page, page.url());
  await expect(balance(page)).toHaveText("100");

  // Keep, by its button: the same.
  await page.getByRole("button", { name: "Enrol" }).click();
  await page.getByRole("link", { name: "Keep my coins" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enrol" })).toBeFocused();

  await page.getByRole("button", { name: "Enrol" }).click();
  await dialog.getByRole("button", { name: "Yes, pay 30 coins" }).click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.locator("main").getByRole("status").first()).toHaveText(
    `You are enrolled in ${COURSE}. 30 coins paid.`,
  );
  await expect(balance(page)).toHaveText("70");
});

test("without JavaScript: the server asks on a page of its own, Keep goes back, Yes spends", async ({
  browser,
  request,
}) => {
  const email = await freshPmtMember(request, "asks-nojs");
  const page = await signedInPage(browser, email, { javaScript: false });
  await page.goto("/pmt-aspirants");
  await page.getByRole("link", { name: COURSE }).click();
  await expect(page.getByRole("radio", { name: /Pay with coins: 30 coins/ })).toBeChecked();

  await page.getByRole("button", { name: "Enrol" }).click();
  const dialog = page.getByRole("alertdialog", { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText(CONSEQUENCE);
  await expect(balance(page)).toHaveText("100");

  await dialog.getByRole("link", { name: "Keep my coins" }).click();
  await expect(page.getByRole("button", { name: "Enrol" })).toBeVisible();
  await expect(balance(page)).toHaveText("100");

  await page.getByRole("button", { name: "Enrol" }).click();
  await dialog.getByRole("button", { name: "Yes, pay 30 coins" }).click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.locator("main").getByRole("status").first()).toHaveText(
    `You are enrolled in ${COURSE}. 30 coins paid.`,
  );
  await expect(balance(page)).toHaveText("70");
  await page.context().close();
});

test("a post of the Enrol form without the yes never spends, however often it is sent", async ({
  request,
  baseURL,
}) => {
  const email = await freshPmtMember(request, "asks-post");
  const origin = new URL(baseURL as string).origin;
  // Over HTTP, as a script, a stale tab or a replayed post would send it.
  const signedIn = await request.post("/Signup?mode=login", {
    form: { intent: "login", username: email, password: "Demo12345", redirectTo: "/" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const id = PMT_COURSES.findIndex((course) => course.title === COURSE) + 1;
  for (let sent = 0; sent < 3; sent++) {
    const answer = await request.post(`/pmt-aspirants?course=${id}`, {
      form: { intent: "enrol", service: String(id), pay_with_coins: "true" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(QUESTION);
  }
  const me = await request.get("/session", { headers: { accept: "application/json" } });
  expect(((await me.json()) as { user: { abc_coins: number } }).user.abc_coins).toBe(100);
});

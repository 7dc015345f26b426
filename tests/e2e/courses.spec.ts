import type { Page } from "@playwright/test";
import { expect, expectAccessible, sidewaysScroll, signIn, test, visit } from "./fixtures";

/**
 * The PMT courses on the embedded defaults (a fresh database each run):
 * pmt@ (40 coins) is the only one who spends coins or orders as pmt@, in
 * the first journey; demo@ places one pending order, which leaves its 250
 * coins (other journeys check them) untouched. Another journey renames
 * demo@ for a while, so demo@'s menu is found by the start of its name.
 */

const PATH = "/pmt-aspirants";
const BIOLOGY_COURSES = [
  "Human Physiology Sprint",
  "Genetics and Evolution Masterclass",
  "Plant Physiology in Focus",
];

/** The coin balance in the header's account menu, checked by opening the menu. */
async function expectCoins(page: Page, name: RegExp, coins: string) {
  await page.getByRole("button", { name }).click();
  await expect(page.getByTestId("coin-balance")).toHaveText(coins);
  await page.keyboard.press("Escape");
}

const filter = (page: Page) => page.getByRole("navigation", { name: "Course categories" });
const cards = (page: Page) => page.locator("main").getByRole("article");

test("pmt@ filters by Biology, enrols in Human Physiology Sprint with 30 coins, opens it, and finds it in My Orders", async ({
  warmPage: page,
}) => {
  await signIn(page, "pmt@portal.test");
  await visit(page, "/");
  const menu = /Account menu for Priya Menon/;
  await expectCoins(page, menu, "40");

  await visit(page, PATH);
  await expect(filter(page).getByRole("link", { name: "All" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await filter(page).getByRole("link", { name: "Biology" }).click();
  await expect(page).toHaveURL(/\/pmt-aspirants\?category=\d+$/);
  await expect(filter(page).getByRole("link", { name: "Biology" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Biology courses" })).toBeVisible();
  await expect(cards(page).getByRole("heading")).toHaveText(BIOLOGY_COURSES);
  for (const card of await cards(page).all()) await expect(card).toContainText("Biology");

  await page.getByRole("link", { name: "Human Physiology Sprint" }).click();
  await expect(page).toHaveURL(/\/pmt-aspirants\?course=\d+&category=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Human Physiology Sprint");
  await expect(page.getByRole("link", { name: /Back to Biology courses/ })).toBeVisible();
  const coins = page.getByRole("radio", { name: /Pay with coins: 30 coins/ });
  await expect(coins).toBeChecked();
  await expect(coins).toHaveAccessibleDescription(/Your balance: 40 coins/);
  await page.getByRole("button", { name: "Enrol" }).click();
  // Coins are spent after a question (decision 0046): enrol-asks-first.spec.ts walks it.
  await page.getByRole("button", { name: "Yes, pay 30 coins" }).click();

  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  // The result at the top of the course's page, with the focus (decision 0045).
  const result = page.locator("main").getByRole("status").first();
  await expect(result).toHaveText("You are enrolled in Human Physiology Sprint. 30 coins paid.");
  await expect(result).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Human Physiology Sprint");
  const lessons = page.getByRole("region", { name: "Lessons" }).getByRole("listitem");
  await expect(lessons).toHaveCount(4);
  await expect(lessons.first()).toContainText("Digestion and absorption");
  await expect(
    page.getByRole("navigation", { name: "Your courses" }).getByRole("link", {
      name: "Human Physiology Sprint",
    }),
  ).toHaveAttribute("aria-current", "page");
  await expectCoins(page, menu, "10");

  // The catalogue now marks it as owned, linked to the course.
  await visit(page, PATH);
  const owned = cards(page).filter({ hasText: "Human Physiology Sprint" });
  await expect(owned).toContainText("Owned");
  await expect(owned.getByRole("link")).toHaveAttribute("href", /^\/my-courses\/\d+$/);

  await visit(page, "/my-orders");
  await expect(page.locator("main")).toContainText("Human Physiology Sprint");
});

test("demo@ double-clicks Enrol for a pending order: one order, marked pending, no error", async ({
  warmPage: page,
}) => {
  await signIn(page, "demo@portal.test");
  await visit(page, PATH);
  await page.getByRole("link", { name: "Crash Course: Last 45 Days" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crash Course: Last 45 Days");

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(PATH)) {
      posts.push(request.url());
    }
  });
  const order = page.getByRole("radio", { name: /Place an order and pay ₹3,999 by arrangement/ });
  await order.check();
  await expect(order).toHaveAccessibleDescription(/within one working day/);
  await page.getByRole("button", { name: "Enrol" }).dblclick();

  await expect(page.locator("main").getByRole("status").first()).toHaveText(
    /^Order #\d+ for Crash Course: Last 45 Days \(₹3,999\) is placed\./,
  );
  const enrolment = page.getByRole("complementary", { name: "Your enrolment" });
  await expect(enrolment).toContainText(/Your order #\d+, placed on .+, is waiting for payment/);
  await expect(page.locator("main").getByText("Order pending")).toBeVisible();
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enrol" })).toHaveCount(0);
  expect(posts).toHaveLength(1);

  await visit(page, PATH);
  await expect(cards(page).filter({ hasText: "Crash Course: Last 45 Days" })).toContainText(
    "Order pending",
  );
  // A pending order costs no coins.
  await expectCoins(page, /Account menu for Demo Member/, "250");
});

test("demo@: the catalogue, a course and a purchased course pass axe and fit 375 px", async ({
  warmPage: page,
}) => {
  await signIn(page, "demo@portal.test");
  await visit(page, PATH);
  // The nine seeded courses, and any a staff journey (staff.spec) has added meanwhile.
  await expect(cards(page).nth(8)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Mechanics for Medical Aspirants" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Mechanics for Medical Aspirants",
  );
  await expect(page.getByRole("button", { name: "Enrol" })).toBeVisible();
  await expectAccessible(page);
  const courseView = new URL(page.url());

  await visit(page, PATH);
  const owned = cards(page).filter({ hasText: "NEET Full-Length Test Series" });
  await expect(owned).toContainText("Owned");
  await owned.getByRole("link").click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NEET Full-Length Test Series");
  await expect(page.getByRole("region", { name: "Resources" }).getByRole("link")).toHaveCount(1);
  await expectAccessible(page);
  const myCourse = new URL(page.url()).pathname;

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [PATH, `${courseView.pathname}${courseView.search}`, myCourse]) {
    await visit(page, path);
    const overflow = await sidewaysScroll(page);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("bad course, category and purchase ids are the 404 page", async ({
  warmPage: page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await signIn(page, "pmt@portal.test");
  for (const path of [
    `${PATH}?course=abc`,
    `${PATH}?course=99999`,
    `${PATH}?category=99999`,
    "/my-courses/abc",
    "/my-courses/99999",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter and a course view work as plain links", async ({ warmPage: page }) => {
    await page.goto("/Signup");
    const card = page.locator(".auth-card");
    await card.getByLabel("Username").fill("pmt@portal.test");
    await card.getByLabel("Password").fill("Demo12345");
    await card.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await page.goto(PATH);
    await filter(page).getByRole("link", { name: "Physics" }).click();
    await expect(page).toHaveURL(/category=\d+$/);
    await expect(cards(page).getByRole("heading")).toHaveText([
      "Mechanics for Medical Aspirants",
      "Modern Physics and Optics",
    ]);
    await page.getByRole("link", { name: "Modern Physics and Optics" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modern Physics and Optics");
    // 40 coins (10 once the first journey has enrolled) do not cover 50: off, and it says why.
    const coins = page.getByRole("radio", { name: /Pay with coins/ });
    await expect(coins).toBeDisabled();
    await expect(coins).toHaveAccessibleDescription(/Your balance of \d+ coins does not cover/);
    await page.getByRole("link", { name: /Back to Physics courses/ }).click();
    await expect(page).toHaveURL(/\/pmt-aspirants\?category=\d+$/);
  });
});

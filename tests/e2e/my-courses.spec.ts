import type { Page } from "@playwright/test";
import { expect, expectAccessibleAtWidths, sidewaysScroll, signIn, test, visit } from "./fixtures";

/**
 * My Courses (/my-courses): demo@ owns one course (no journey buys or
 * cancels it); visitor@ has none and no pro_pmt. The member pages at a
 * phone's 390 px: nothing scrolls sideways, nothing is cut off.
 */

const NO_COURSES = "You have not bought a course yet";

/** Opens `path` signed in as `username`. */
async function signInTo(page: Page, path: string, username: string) {
  await signIn(page, username);
  await visit(page, path);
}

const courses = (page: Page) => page.getByRole("list", { name: "Your courses" });

/** Every box inside main at least partly on screen lies wholly within the window's width. */
async function cutOff(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.width <= 1) continue;
      // Clipped away on purpose (visually hidden, or inside something that is).
      if (element.closest(".visually-hidden, thead")) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        cut.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return cut;
  });
}

test("signed out: /my-courses sends to /Signup, and back after signing in", async ({
  warmPage: page,
}) => {
  await visit(page, "/my-courses");
  await expect(page).toHaveURL("/Signup?redirectTo=%2Fmy-courses");
  await expect(
    page.getByRole("status").filter({ hasText: "Please sign in to continue" }),
  ).toBeVisible();
});

test("demo@ sees its purchased course, with its picture and date, and opens it", async ({
  warmPage: page,
}) => {
  await signInTo(page, "/my-courses", "demo@portal.test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Courses");
  const course = courses(page).getByRole("article", { name: "NEET Full-Length Test Series" });
  await expect(course).toBeVisible();
  await expect(course.locator("img")).toHaveJSProperty("complete", true);
  expect(
    await course.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(course).toContainText(/Bought on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(page.getByText(NO_COURSES)).toHaveCount(0);

  await course.getByRole("link", { name: "NEET Full-Length Test Series" }).click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NEET Full-Length Test Series");
  await expect(page.getByRole("heading", { name: "Lessons" })).toBeVisible();
});

test("visitor@ has no course: the empty state leads to the page that sells them and to ask for access", async ({
  warmPage: page,
}) => {
  await signInTo(page, "/my-courses", "visitor@portal.test");
  await expect(page.getByRole("heading", { name: NO_COURSES })).toBeVisible();
  await expect(courses(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for access to PMT Aspirants" })).toHaveAttribute(
    "href",
    "/contact?subject=Access%20to%20PMT%20Aspirants",
  );
  await page.getByRole("link", { name: "Read about our PMT courses" }).click();
  await expect(page).toHaveURL("/service#pmt");
  await expect(page.locator("#pmt").getByRole("heading", { name: "PMT Aspirants" })).toBeVisible();
});

for (const [who, state] of [
  ["demo@portal.test", "with a course"],
  ["visitor@portal.test", "empty"],
] as const) {
  test(`My Courses passes axe at 390 and 1280 px, ${state}`, async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await signInTo(page, "/my-courses", who);
    await expect(page.locator("main h3").first()).toBeVisible();
    await expectAccessibleAtWidths(page, [390, 1280]);
  });
}

test("at 390 px the member pages neither scroll sideways nor cut anything off", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, "/my-orders", "demo@portal.test");
  for (const path of ["/my-orders", "/my-courses", "/my-profile"]) {
    await visit(page, path);
    const overflow = await sidewaysScroll(page);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await cutOff(page), `${path}: cut off at an edge`).toEqual([]);
  }
  // Each order a card: its title, "Order number 1", on the screen whole, and the column headers hidden.
  await visit(page, "/my-orders");
  const table = page.getByRole("table", { name: "Your orders, newest first" });
  const rowHeader = table.getByRole("rowheader").first();
  await expect(rowHeader).toHaveText(/^Order number \d+$/);
  await expect(rowHeader).toBeInViewport({ ratio: 1 });
  for (const header of await table.getByRole("columnheader").all()) {
    expect(await header.evaluate((cell) => cell.getBoundingClientRect().width)).toBeLessThanOrEqual(
      1,
    );
  }
});

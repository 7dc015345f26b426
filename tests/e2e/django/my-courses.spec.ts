import type { Page } from "@playwright/test";
import { expect, signInWithCard, test, visit } from "../fixtures";

/**
 * My Courses on the Django reference backend: the same purchases call
 * (api/purchasedservices/my-services/, DRF's IsAuthenticated there), no
 * extensions (no lessons, no category names), nothing missing on the page.
 */

async function signInTo(page: Page, path: string, username: string) {
  await visit(page, path);
  await expect(page).toHaveURL(`/Signup?redirectTo=${encodeURIComponent(path)}`);
  await signInWithCard(page, username);
  await expect(page).toHaveURL(path);
}

test("demo@ lists its purchased course and opens it; nothing shows as missing", async ({
  warmPage: page,
}) => {
  await signInTo(page, "/my-courses", "demo@portal.test");
  const course = page
    .getByRole("list", { name: "Your courses" })
    .getByRole("article", { name: "NEET Full-Length Test Series" });
  await expect(course).toContainText(/Bought on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(page.locator("main")).not.toContainText(
    /\bundefined\b|\bNaN\b|\bnull\b|Invalid Date/,
  );
  await course.getByRole("link", { name: "NEET Full-Length Test Series" }).click();
  await expect(page).toHaveURL(/\/my-courses\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NEET Full-Length Test Series");
});

test("visitor@ (no pro_pmt, no course): the empty state", async ({ warmPage: page }) => {
  await signInTo(page, "/my-courses", "visitor@portal.test");
  await expect(
    page.getByRole("heading", { name: "You have not bought a course yet" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Read about our PMT courses" })).toHaveAttribute(
    "href",
    "/service#pmt",
  );
});

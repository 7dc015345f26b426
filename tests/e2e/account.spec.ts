import type { Page } from "@playwright/test";
import { expect, expectAccessible, sidewaysScroll, signIn, test, visit } from "./fixtures";

/**
 * The signed-in account pages: My Orders and My Profile. Other journeys,
 * running at the same time, look for "Account menu for Demo Member", so a
 * changed demo name always starts with it and is put back at the end.
 */

const MOBILE_RULE = "Enter a valid mobile number, for example +91 98200 41377.";

/**
 * Opens `path` signed out, signs in on the /Signup card it leads to, and lands back on `path`:
 * the guard's whole journey, walked once here; the other journeys sign in over HTTP.
 */
async function signInThroughTheGuard(page: Page, path: string, username: string) {
  await visit(page, path);
  await expect(page).toHaveURL(`/Signup?redirectTo=${encodeURIComponent(path)}`);
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill(username);
  await card.getByLabel("Password").fill("Demo12345");
  await card.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(path);
}

const editForm = (page: Page) => page.getByRole("region", { name: "Edit your details" });

async function saveName(page: Page, name: string) {
  const form = editForm(page);
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("button", { name: "Save changes" }).click();
}

test("demo@ edits the profile name: the account menu shows it at once, then it is put back", async ({
  warmPage: page,
}) => {
  await signInThroughTheGuard(page, "/my-profile", "demo@portal.test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile");
  // Set on this document: still there afterwards means no full page load happened.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await saveName(page, "Demo Member Sharma");
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Account menu for Demo Member Sharma" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Your details", exact: true })).toContainText(
    "Demo Member Sharma",
  );
  await expect(editForm(page).getByRole("textbox", { name: "Name" })).toHaveValue(
    "Demo Member Sharma",
  );
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // Still the new name on a fresh page load (nothing cached the old one).
  await visit(page, "/my-orders");
  await expect(
    page.getByRole("button", { name: "Account menu for Demo Member Sharma" }),
  ).toBeVisible();

  await visit(page, "/my-profile");
  await saveName(page, "Demo Member");
  await expect(
    page.getByRole("button", { name: "Account menu for Demo Member", exact: true }),
  ).toBeVisible();
});

test("a bad mobile number is caught beside its field before anything is sent", async ({
  warmPage: page,
}) => {
  await signIn(page, "demo@portal.test");
  await visit(page, "/my-profile");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(request.url());
  });
  const form = editForm(page);
  const mobile = form.getByRole("textbox", { name: "Mobile number" });
  await mobile.fill("call me");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toHaveAccessibleDescription(
    new RegExp(MOBILE_RULE.replace(/[.+]/g, "\\$&")),
  );
  await expect(mobile).toBeFocused();
  await expect(page.getByRole("link", { name: `Mobile number: ${MOBILE_RULE}` })).toBeVisible();
  expect(posts).toEqual([]);
});

test("visitor@ has no orders: the empty state leads to the services; the scholarship note", async ({
  warmPage: page,
}) => {
  await signIn(page, "visitor@portal.test");
  await visit(page, "/my-orders");
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See our services" })).toHaveAttribute(
    "href",
    "/service",
  );
  const note = page.locator("#scholarship");
  await expect(note.getByRole("link", { name: "Ask about a scholarship" })).toHaveAttribute(
    "href",
    "/contact?subject=Scholarship",
  );
});

test("demo@: My Orders and My Profile pass axe, and neither scrolls sideways at 375 px", async ({
  warmPage: page,
}) => {
  await signIn(page, "demo@portal.test");
  await visit(page, "/my-orders");
  const table = page.getByRole("table", { name: "Your orders, newest first" });
  await expect(table.getByRole("link", { name: "NEET Full-Length Test Series" })).toHaveAttribute(
    "href",
    /^\/my-courses\/\d+$/,
  );
  await expect(table).toContainText("Paid");
  await expectAccessible(page);

  await visit(page, "/my-profile");
  await expect(page.getByRole("region", { name: "Your modules" })).toContainText("RepHub");
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/my-orders", "/my-profile"]) {
    await visit(page, path);
    const overflow = await sidewaysScroll(page);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // On a phone each order is a card: every line is on the screen, nothing to scroll to.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/my-orders");
  const cells = page.getByRole("table", { name: "Your orders, newest first" }).getByRole("cell");
  expect(await cells.count()).toBeGreaterThan(3);
  for (const box of await cells.evaluateAll((all) =>
    all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  await expect(page.locator(".orders-table__amount").first()).toBeVisible();
  await expect(cells.locator("time").first()).toBeVisible();
});

test("pmt@: a module it lacks links to the contact form, the Subject filled in", async ({
  warmPage: page,
}) => {
  await signIn(page, "pmt@portal.test");
  await visit(page, "/my-profile");
  const modules = page.getByRole("region", { name: "Your modules" });
  await expect(modules.getByRole("link", { name: "PMT Aspirants" })).toHaveAttribute(
    "href",
    "/pmt-aspirants",
  );
  await modules.getByRole("link", { name: "Ask for access to RepHub" }).click();
  await expect(page).toHaveURL("/contact?subject=Access%20to%20RepHub");
  await expect(page.getByRole("textbox", { name: /Subject/ })).toHaveValue("Access to RepHub");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form answers a bad mobile number beside the field, and saves what is valid", async ({
    warmPage: page,
  }) => {
    await page.goto("/Signup?redirectTo=%2Fmy-profile");
    const card = page.locator(".auth-card");
    await card.getByLabel("Username").fill("visitor@portal.test");
    await card.getByLabel("Password").fill("Demo12345");
    await card.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/my-profile");

    const form = editForm(page);
    await form.getByRole("textbox", { name: "Mobile number" }).fill("call me");
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith("/my-profile"),
    );
    await form.getByRole("button", { name: "Save changes" }).click();
    expect((await answer).status()).toBe(400);
    const mobile = editForm(page).getByRole("textbox", { name: "Mobile number" });
    await expect(mobile).toHaveValue("call me");
    await expect(mobile).toHaveAccessibleDescription(/Enter a valid mobile number/);
    await expect(mobile).toBeFocused();

    await mobile.fill("+91 90000 00003");
    await editForm(page).getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/my-profile");
    // The result is the status at the top of the page, server-rendered (decision 0045).
    await expect(page.locator("main").getByRole("status").first()).toHaveText(
      "Your profile has been updated.",
    );
  });
});

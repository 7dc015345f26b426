import { expect, hydrated, signInWithCard, test, visit } from "./fixtures";

/**
 * The menus a person gets around with (issue #15): on a phone the mobile
 * menu, with and without JavaScript; on a desktop the Services sub-menu and
 * the account menu, which open on hover and focus before scripts run.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the mobile menu opens, its Services group expands, and it closes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(dialog).toBeVisible();
    await dialog.locator("summary", { hasText: "Services" }).click();
    await expect(dialog.getByRole("link", { name: "Shatayu" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("on a desktop, Services and the account menu open on hover and on focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/Signup");
    await signInWithCard(page, "demo@portal.test");
    await expect(page).toHaveURL("/");
    const submenu = page.locator(".has-submenu .submenu");
    await expect(submenu).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true })
      .hover();
    await expect(submenu.getByRole("link", { name: "Shatayu" })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(submenu).toBeHidden();
    await page.getByRole("button", { name: "Services menu" }).focus();
    await expect(submenu.getByRole("link", { name: "Shatayu" })).toBeVisible();

    const account = page.getByRole("button", { name: /Account menu for/ });
    await account.focus();
    await expect(page.getByRole("link", { name: "View Profile" })).toBeVisible();
    await page.getByRole("link", { name: "View Profile" }).click();
    await expect(page).toHaveURL("/my-profile");
  });
});

test("the mobile menu keeps the page behind it still, and its Services group shows it opens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    "hidden",
  );
  const summary = dialog.locator("summary", { hasText: "Services" });
  const turn = () => summary.evaluate((element) => getComputedStyle(element, "::after").transform);
  const closed = await turn();
  expect(closed).not.toBe("none");
  await summary.click();
  await expect.poll(turn).not.toBe(closed);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    "hidden",
  );
});

test("a slow page shows a progress bar after a moment, said politely; it goes when the page arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/about");
  await page.route(/\/csr\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const bar = page.locator(".navigation-progress");
  await expect(bar).toHaveAttribute("data-shown", "false");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CSR" }).click();
  await expect(bar).toHaveAttribute("data-shown", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
  await expect(page).toHaveURL("/csr");
  await expect(bar).toHaveAttribute("data-shown", "false");
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
});

/**
 * A phone taps the menu as soon as the button shows, before the scripts have started: the menu the
 * browser opened (invoker commands) is still open once they have, also on a slowed CPU.
 */
for (const slowdown of [1, 4]) {
  test(`at 390 px the menu tapped before the scripts start stays open (CPU ${slowdown}× slower)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    // The application's scripts arrive late, so the tap surely comes before they start.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open menu" });
    await button.waitFor({ state: "visible" });
    await button.click();
    const tapped = Date.now();
    expect(await page.locator("html[data-hydrated]").count(), "tapped before hydration").toBe(0);
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await hydrated(page);
    await page.waitForTimeout(Math.max(0, tapped + 2_500 - Date.now()));
    expect(await dialog.isVisible(), "open 2.5 s after the tap").toBe(true);
    // And it still works as a menu: Escape closes it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
}

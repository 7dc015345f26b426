import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, visit } from "./fixtures";

/** The module pages, /pharma-sales and the Pharma Edge header menu, on the embedded defaults. */

/** Opens a members' page signed in as `username` (the form's own journey is in account.spec.ts). */
async function openAs(page: Page, path: string, username: string) {
  await signIn(page, username);
  await visit(page, path);
  await expect(page).toHaveURL(path);
}

test("pmt@ opening /shatayu: the no-access toast, and back on /", async ({ warmPage: page }) => {
  await signIn(page, "pmt@portal.test");
  await visit(page, "/shatayu");
  await expect(page).toHaveURL("/");
  await expect(
    page.locator(".Toastify").getByText("You Don't Have Access Of This Module"),
  ).toBeVisible();
});

test.describe("the Pharma Edge header menu", () => {
  test("signed out on /PharmaEdge-about: no Services; signed in: Services by keyboard", async ({
    warmPage: page,
  }) => {
    await visit(page, "/PharmaEdge-about");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toHaveAttribute("data-menu", "pharma-edge");
    await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/PharmaEdge-about",
    );
    await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Services" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Testimonials" })).toHaveCount(0);

    await page.getByRole("link", { name: "Signin/register" }).click();
    await expect(page).toHaveURL(/\/Signup/);
    await signIn(page, "demo@portal.test");
    await visit(page, "/PharmaEdge-about");

    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "PMT Aspirants" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "PMT Aspirants" })).toHaveAttribute(
      "href",
      "/pmt-aspirants",
    );
    await page.keyboard.press("ArrowDown");
    const pharmaSales = menu.getByRole("link", { name: "Pharma Sales" });
    await expect(pharmaSales).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    // ArrowDown opens it on its first link; on to Pharma Sales and in.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "PMT Aspirants" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(pharmaSales).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/pharma-sales");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Education Guidence");
    await expect(menu).toHaveAttribute("data-menu", "pharma-edge");
  });

  test.describe("at 375 px", () => {
    test("signed out, the mobile menu ends with Sign In/Register and has no Services", async ({
      warmPage: page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await visit(page, "/PharmaEdge-about");
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      const labels = await dialog.locator(".mobile-menu__list > li").allInnerTexts();
      expect(labels.map((text) => text.split("\n")[0]?.trim())).toEqual([
        "Home",
        "About Us",
        "Contact Us",
        "Sign In/Register",
      ]);
    });
  });
});

test.describe("module pages for demo@, each accessible", () => {
  const pages: Array<[string, string]> = [
    ["/rephub", "RepHub"],
    ["/shatayu", "Shatayu"],
    ["/PharmaEdge", "Pharma Edge"],
    ["/EducationService", "Education Guidance"],
    ["/CareerService", "Career Guidance"],
    ["/MicroService", "Micro-Business"],
    ["/SpiritualService", "Spiritual"],
    ["/pharma-sales", "Education Guidence"],
  ];

  for (const [path, title] of pages) {
    test(`${path}: ${title}`, async ({ warmPage: page }) => {
      await openAs(page, path, "demo@portal.test");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveAttribute("content", "noindex");
      if (path !== "/pharma-sales") {
        await expect(page.getByRole("heading", { level: 2, name: "Useful links" })).toBeVisible();
        await expect(page.locator("main .lead").first()).not.toBeEmpty();
      }
      await expectAccessible(page);
    });
  }
});

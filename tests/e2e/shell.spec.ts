import { expect, scrollTo, test, visit } from "./fixtures";

test.describe("header", () => {
  test("sticks to the top once the page scrolls", async ({ warmPage: page }) => {
    await visit(page, "/");
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-stuck", "false");
    await scrollTo(page, 900);
    await expect(header).toHaveAttribute("data-stuck", "true");
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeInViewport();
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-stuck", "false");
  });

  test("signed out, it offers Signin/register and no Logout", async ({ warmPage: page }) => {
    await visit(page, "/about");
    const link = page.getByRole("link", { name: "Signin/register" });
    await expect(link).toHaveAttribute("href", "/Signup");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About Us", "Services", "Testimonials", "CSR", "Contact Us"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });
});

test.describe("Services sub-menu", () => {
  const items = ["PMT Aspirants", "Pharma Edge", "RepHub", "Shatayu", "Astira"];

  test("opens on hover and closes, over the 1000 ms animation", async ({ warmPage: page }) => {
    // The menu's animation is the subject here (the other journeys run with reduced motion).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await visit(page, "/");
    const submenu = page.locator(".submenu");
    await expect(submenu).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true })
      .hover();
    await expect(submenu).toBeVisible();
    const duration = await submenu.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(",").map((part) => part.trim())).toContain("1s");
    for (const name of items) await expect(submenu.getByRole("link", { name })).toBeVisible();
    await expect(submenu.getByRole("link", { name: "PMT Aspirants" })).toHaveAttribute(
      "href",
      "/pmt-aspirants",
    );
    // Let the opening run its course (an interrupted transition reverses in less time).
    await submenu.evaluate((el) =>
      Promise.all(el.getAnimations().map((animation) => animation.finished)),
    );
    await page.mouse.move(5, 600);
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Closing runs a 1000 ms transition (read from the Web Animations API, not the clock)...
    const closing = await submenu.evaluate((el) =>
      el.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration)),
    );
    expect(closing).toContain(1000);
    // ...and then the list is gone.
    await expect(submenu).toBeHidden({ timeout: 3000 });
  });

  test("works from the keyboard", async ({ warmPage: page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await visit(page, "/");
    const menu = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "PMT Aspirants" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Pharma Edge" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.locator(".submenu")).toBeHidden({ timeout: 2000 });
    // ArrowDown on the toggle opens it and moves into the list.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "PMT Aspirants" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Signup\?redirectTo=%2Fpmt-aspirants$/);
  });
});

test.describe("mobile menu at 375 px", () => {
  test("holds the same items and ends with Sign In/Register", async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const labels = await dialog.locator(".mobile-menu__list > li").allInnerTexts();
    expect(labels.map((text) => text.split("\n")[0]?.trim())).toEqual([
      "Home",
      "About Us",
      "Services",
      "Testimonials",
      "CSR",
      "Contact Us",
      "Sign In/Register",
    ]);
    await dialog.getByText("Services", { exact: true }).click();
    await expect(dialog.getByRole("link", { name: "Astira" })).toBeVisible();
    await dialog.getByRole("link", { name: "CSR" }).click();
    await expect(page).toHaveURL("/csr");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("has no horizontal scroll", async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, "/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("the scroll-to-top button appears only when scrolling up past 200 px", async ({
  warmPage: page,
}) => {
  await visit(page, "/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await scrollTo(page, 1200);
  await expect(button).toBeHidden(); // scrolling down
  await scrollTo(page, 900);
  await expect(button).toBeVisible(); // scrolling up, past 200 px
  await scrollTo(page, 1000);
  await expect(button).toBeHidden(); // down again
  await scrollTo(page, 400);
  await expect(button).toBeVisible();
  await scrollTo(page, 150);
  await expect(button).toBeHidden(); // up, but within 200 px of the top
  await scrollTo(page, 700);
  await scrollTo(page, 500);
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test("every route change scrolls to the top; back restores the position", async ({
  warmPage: page,
}) => {
  await visit(page, "/");
  await scrollTo(page, 1100);
  // A DOM click: Playwright's pointer click would first scroll the sticky link "into view".
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Testimonials" })
    .evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL("/testimonials");
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await expect(page).toHaveURL("/");
  await page.waitForFunction(() => Math.abs(window.scrollY - 1100) < 5);
});

test("right-click is blocked everywhere", async ({ warmPage: page }) => {
  for (const path of ["/", "/about"]) {
    await visit(page, path);
    // Listen first (on window, so after the page's own document listener), then right-click.
    await page.evaluate(() => {
      const w = window as unknown as { contextMenuPrevented: boolean | null };
      w.contextMenuPrevented = null;
      window.addEventListener(
        "contextmenu",
        (event) => {
          w.contextMenuPrevented = event.defaultPrevented;
        },
        { once: true },
      );
    });
    await page
      .getByRole("heading", { level: 1 })
      .click({ button: "right", position: { x: 10, y: 10 } });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { contextMenuPrevented: boolean | null }).contextMenuPrevented,
        ),
      )
      .toBe(true);
  }
});

test("the search overlay submits to /search?q= on Enter", async ({ warmPage: page }) => {
  await visit(page, "/about");
  await page.getByRole("link", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole("searchbox", { name: "Search the site" });
  await expect(input).toBeFocused();
  await input.fill("ayurveda & diet");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/search?q=ayurveda+%26+diet");
  await expect(dialog).toBeHidden();
});

test("footer: links, contact from site settings, no Services when signed out, this year", async ({
  warmPage: page,
}) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/919820041377",
  );
  await expect(footer.getByRole("link", { name: /^Call/ })).toHaveAttribute(
    "href",
    "tel:+919820041377",
  );
  await expect(footer.getByRole("link", { name: "hello@aarogyabharat.in" })).toHaveAttribute(
    "href",
    "mailto:hello@aarogyabharat.in",
  );
  await expect(footer.getByRole("navigation", { name: "Links" })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Services" })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("the skip link moves focus to the content", async ({ warmPage: page }) => {
  await visit(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

test.describe("scroll-reveal", () => {
  // The other journeys run with reduced motion (playwright.config.ts); these look at the motion.
  test("fades in content below the fold once, and hides nothing above it", async ({
    warmPage: page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await visit(page, "/");
    const cta = page.locator(".cta");
    await expect(cta).toHaveAttribute("data-reveal", "pending");
    const duration = await cta.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toContain("1s");
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toHaveAttribute("data-reveal", "shown");
    await scrollTo(page, 0);
    await expect(cta).toHaveAttribute("data-reveal", "shown"); // once
  });

  test("does nothing for people who prefer reduced motion", async ({ warmPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, reducedMotion: "no-preference" });
    test("everything is visible", async ({ warmPage: page }) => {
      await page.goto("/");
      await expect(page.locator(".cta")).toHaveCSS("opacity", "1");
      await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    });
  });
});

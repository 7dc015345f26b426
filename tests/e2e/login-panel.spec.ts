import type { Page } from "@playwright/test";
import { ROUTE_TABLE } from "../../app/route-table";
import { expect, sidewaysScroll, test, visit } from "./fixtures";

/**
 * The floating login panel never stands between a visitor and the page
 * (issue #15, decisions 0035 and 0044). The spec's own rules (100 px from the
 * top, the 50 px button, none at 765 px) are in session.spec.ts.
 */

/** Public pages with the panel (the sign-in forms' own pages have none). */
const PUBLIC_PAGES = ROUTE_TABLE.filter(
  (entry) =>
    entry.access.kind === "public" &&
    !entry.path.includes(":") &&
    !["/request-otp", "/reset-password"].includes(entry.path),
).map((entry) => entry.path);

const panelOf = (page: Page) => page.getByRole("complementary", { name: "Sign In/Register" });
const panelBody = (page: Page) => page.locator("#login-panel-body");

/** What of the page (headings, links, buttons, fields) the panel covers in the first view. */
function coveredByPanel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector(".login-panel");
    if (!panel) return [];
    const box = panel.getBoundingClientRect();
    const wanted =
      'h1, h2, h3, h4, h5, h6, a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    // What a reader can see of an element: its box, cut by every ancestor that clips.
    const seen = (element: HTMLElement) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let up = element.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom };
    };
    return [...document.querySelectorAll<HTMLElement>(wanted)]
      .filter((element) => !panel.contains(element) && !element.closest(".skip-link, [inert]"))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") return false;
        const r = seen(element);
        const inView = r.right > r.left && r.bottom > r.top && r.bottom > 0 && r.top < innerHeight;
        const overlaps =
          r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        return inView && overlaps;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
      );
  });
}

for (const width of [1280, 1920]) {
  test(`at ${width}×900 the panel, shown or hidden, covers nothing of any public page in the first view`, async ({
    warmPage: page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PAGES) {
      await visit(page, path);
      await expect(panelBody(page), path).toBeVisible();
      expect(await coveredByPanel(page), `${path}: covered by the open panel`).toEqual([]);
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // Hidden, only its button is left at the edge: that covers nothing either.
    await page.getByRole("button", { name: "Hide" }).click();
    for (const path of ["/", "/about", "/contact", "/work"]) {
      await visit(page, path);
      await expect(panelBody(page)).toBeHidden();
      expect(await coveredByPanel(page), `${path}: covered by the panel's button`).toEqual([]);
    }
  });
}

test("hidden stays hidden across reloads, tabs and links, and comes from the server that way", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/about");
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(panelBody(page)).toBeHidden();

  await page.reload();
  await expect(panelBody(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  // The server renders it closed (the page cache keeps that page apart): no flash.
  for (let round = 0; round < 2; round += 1) {
    const html = await (await page.request.get("/about")).text();
    expect(html).toMatch(/id="login-panel-body"[^>]*hidden/);
  }
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await visit(other, "/work");
  await expect(panelBody(other)).toBeHidden();
  await other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CSR" }).click();
  await expect(other).toHaveURL("/csr");
  await expect(panelBody(other)).toBeHidden();

  // Shown again, it is the default page again, for everyone sharing that browser.
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(panelBody(other)).toBeVisible();
  await page.reload();
  await expect(panelBody(page)).toBeVisible();
  const html = await (await page.request.get("/about")).text();
  expect(html).not.toMatch(/id="login-panel-body"[^>]*hidden/);
});

for (const width of [800, 1024]) {
  test(`at ${width} px the card sits in the page header's right part, covers nothing, and scrolls away`, async ({
    warmPage: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/contact", "/", "/home-three"]) {
      await visit(page, path);
      await expect(panelBody(page)).toBeVisible();
      expect(await coveredByPanel(page), `${path}: covered by the open panel`).toEqual([]);
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // Nothing to step aside from: the focus goes to the page and the card stays.
    await page.getByRole("main").getByRole("link").first().focus();
    await expect(panelBody(page)).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await panelOf(page).boundingBox())?.y ?? 0).toBeLessThan(-300);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Hide and Sign in work as forms, and the choice is kept", async ({ warmPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/csr?from=footer");
    await expect(panelBody(page)).toBeVisible();
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(page).toHaveURL("/csr?from=footer");
    await expect(panelBody(page)).toBeHidden();
    await page.goto("/about");
    await expect(panelBody(page)).toBeHidden();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(panelBody(page)).toBeVisible();
    // The card is in the page itself, not streamed in by a script: it signs in without one.
    await panelBody(page).getByLabel("Username").fill("visitor@portal.test");
    await panelBody(page).getByLabel("Password").fill("Demo12345");
    await panelBody(page)
      .locator("form")
      .getByRole("button", { name: "Login", exact: true })
      .click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("complementary", { name: "Sign In/Register" })).toHaveCount(0);
  });

  test("the panel's form refuses what it does not know, with words, and returns only to this site", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const odd = await request.post("/login-panel", {
      form: { panel: "explode", redirectTo: "/about" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(odd.status()).toBe(400);
    expect(await odd.text()).toContain("Choose to hide or to show the sign-in panel");
    const away = await request.post("/login-panel", {
      form: { panel: "hide", redirectTo: "//evil.example/x" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(away.status()).toBe(303);
    expect(away.headers().location).toBe("/");
    expect(away.headers()["set-cookie"]).toContain("login_panel=hidden");
  });
});

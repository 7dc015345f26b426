import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * The Sign Up form as a person meets it (issue #15): an empty form names every
 * required field, typed text stays, and an answer (success or refusal) is in
 * view and takes the focus, with and without JavaScript.
 */

const REQUIRED = [
  ["Name", "Please enter your name"],
  ["Mobile number", "Please enter your mobile number"],
  ["Email", "Please enter your email"],
  ["Password", "Please enter your password"],
] as const;

const card = (page: Page) => page.locator("main .auth-card");

async function expectInViewAndFocused(page: Page, banner: Locator): Promise<void> {
  await expect(banner).toBeFocused();
  const box = await banner.boundingBox();
  const header = await page.locator("header").first().boundingBox();
  const viewport = page.viewportSize();
  expect(box, "the message has a box").not.toBeNull();
  // Below the sticky header, above the bottom of the window.
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("Sign Up sent empty: every required field says so; what was typed stays", async ({
      warmPage: page,
    }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      if (javaScriptEnabled) await visit(page, "/Signup?mode=register");
      else await page.goto("/Signup?mode=register");
      await card(page).getByLabel("Message / enquiry").fill("Pharma Edge, please");
      await card(page).getByRole("button", { name: "Sign Up" }).click();
      for (const [label, message] of REQUIRED) {
        await expect(card(page).getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
        await expect(card(page).getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      }
      await expect(card(page).getByLabel("Message / enquiry")).toHaveValue("Pharma Edge, please");
      if (javaScriptEnabled) {
        // Checked in the browser first: nothing sent, the first field to fix has the focus.
        expect(posts).toEqual([]);
        await expect(card(page).getByLabel("Name")).toBeFocused();
      } else {
        // The server's answer: a summary at the top, in view and focused.
        await expectInViewAndFocused(page, card(page).getByRole("alert"));
        await expect(card(page).getByRole("alert")).toContainText("Name: Please enter your name");
      }
    });

    test("a registration sent: the success message is in view and focused; the form empties", async ({
      warmPage: page,
    }) => {
      const stamp = `${Date.now()}${javaScriptEnabled ? 1 : 0}`;
      if (javaScriptEnabled) await visit(page, "/Signup?mode=register");
      else await page.goto("/Signup?mode=register");
      await card(page).getByLabel("Name").fill("Ila Deshmukh");
      await card(page)
        .getByLabel("Mobile number")
        .fill(`+91 97${stamp.slice(-8)}`);
      await card(page).getByLabel("Email").fill(`ila.${stamp}@example.com`);
      await card(page).getByLabel("Password").fill("Ila2026x");
      // Scrolled down to the button, as on a phone.
      await card(page).getByRole("button", { name: "Sign Up" }).scrollIntoViewIfNeeded();
      await card(page).getByRole("button", { name: "Sign Up" }).click();
      const banner = card(page).getByRole("status");
      await expect(banner).toContainText("Registration Form Submitted Successfully");
      await expectInViewAndFocused(page, banner);
      await expect(card(page).getByLabel("Name")).toHaveValue("");
    });
  });
}

test("fields are required unless marked optional; a password can be shown and hidden again", async ({
  warmPage: page,
}) => {
  await visit(page, "/Signup?mode=register");
  for (const [label] of REQUIRED) {
    await expect(card(page).getByLabel(label)).toHaveAttribute("required", "");
  }
  const message = card(page).getByLabel("Message / enquiry (optional)");
  await expect(message).not.toHaveAttribute("required", "");
  const password = card(page).getByLabel("Password");
  await password.fill("Secret2026");
  await card(page).getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(card(page).getByRole("button", { name: "Hide password" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await card(page).getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveValue("Secret2026");
});

import {
  clientAddress,
  expect,
  expectAccessible,
  expectAccessibleAtWidths,
  signInWithCard,
  test,
  visit,
} from "./fixtures";

// The content pages (home and about among them) are checked at both widths in content.spec.ts.
test.describe("the shell passes axe-core at 375 and 1280 px", () => {
  for (const path of [
    "/no-such-page",
    "/Signup",
    "/Signup?mode=register",
    "/request-otp",
    "/reset-password",
  ]) {
    test(`on ${path}`, async ({ warmPage: page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, path);
      await expectAccessibleAtWidths(page, [375, 1280], 800);
    });
  }
});

for (const width of [375, 1280]) {
  test.describe(`the shell at ${width} px passes axe-core`, () => {
    test("with its menus and the search open", async ({ warmPage: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/");
      if (width < 1100) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("dialog", { name: "Menu" })
          .getByText("Services", { exact: true })
          .click();
        await expectAccessible(page);
        await page.keyboard.press("Escape");
      } else {
        await page.getByRole("button", { name: "Services menu" }).click();
        await page.waitForTimeout(1100);
        await expectAccessible(page);
        await page.keyboard.press("Escape");
      }
      await page.getByRole("link", { name: "Search", exact: true }).click();
      await expectAccessible(page);
    });
  });
}

test("signed in, with the account menu open, at 1280 px", async ({ warmPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/Signup");
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill("demo@portal.test");
  await card.getByLabel("Password").fill("Demo12345");
  await card.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expectAccessible(page);
});

test("toasts pass axe's colour contrast too: the error and the success kinds", async ({
  warmPage: page,
  request,
}) => {
  // An account of its own: signing out everywhere must not end another journey's session.
  const stamp = Date.now();
  const email = `toast.${stamp}@example.com`;
  const registered = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      name: "Tara Toast",
      email,
      phonenumber: `+91 91${String(stamp).slice(-8)}`,
      password: "Toast2026",
    },
  });
  expect(registered.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/Signup");
  await signInWithCard(page, email, "Toast2026");
  await expect(page).toHaveURL("/");

  await visit(page, "/rephub");
  const error = page.locator(".Toastify").getByText("You Don't Have Access Of This Module");
  await expect(error).toBeVisible();
  await error.hover(); // a hovered toast stays while axe reads it
  await expectAccessible(page);

  await visit(page, "/my-profile");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  const success = page.locator(".Toastify").getByText("You are signed out on every device");
  await expect(success).toBeVisible();
  await success.hover();
  await expectAccessible(page);
});

import { expect, signIn, test, visit } from "../fixtures";

/**
 * The Django reference has no passkeys (it answers app/features/ with 404): the site offers none,
 * on the sign-in card, in the login panel or on the profile; the password way is unchanged.
 */
test("no passkey anywhere: sign-in card, login panel, profile", async ({ warmPage: page }) => {
  await visit(page, "/Signup");
  await expect(page.locator(".auth-card").getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await visit(page, "/about");
  const panel = page.getByRole("complementary", { name: "Sign In/Register" });
  await expect(panel.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);

  await signIn(page, "visitor@portal.test");
  await visit(page, "/my-profile");
  await expect(page.getByRole("heading", { name: "Edit your details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Passkeys" })).toHaveCount(0);
  const refused = await page.request.post("/passkeys/sign-in", {
    form: { intent: "options" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(404);
});

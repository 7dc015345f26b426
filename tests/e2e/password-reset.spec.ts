import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, test, visit } from "./fixtures";
import { latestResetCode } from "./outbox";

const OUTBOX = path.join(E2E_DATA_DIR, "outbox");

const latestCode = (to: string) => latestResetCode(OUTBOX, to);

test("forgot password: the code from the outbox, a new password, and signed in with it", async ({
  warmPage: page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  // An account of its own: other journeys sign in with the demo passwords at the same time.
  const stamp = Date.now();
  const account = `reset.${stamp}@example.com`;
  const phone = `+91 97${String(stamp).slice(-8)}`;
  const registered = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: { name: "Reset Tester", email: account, phonenumber: phone, password: "Start2026" },
  });
  expect(registered.status()).toBe(201);
  await visit(page, "/Signup");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL("/request-otp");
  await page.getByLabel("E-mail or mobile number").fill(phone);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page).toHaveURL(/\/reset-password\?contact=/);
  await expect(page.locator("main").getByRole("status")).toContainText("6-digit code");

  await expect.poll(() => latestCode(account), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  const code = latestCode(account) as string;

  await page.getByLabel("6-digit code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill("Fresh2026");
  await page.getByLabel("New password, again").fill("Other2026");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByText("The two passwords do not match.").first()).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("Fresh2026");
  await page.getByLabel("New password, again").fill("Fresh2026");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
  await expect(page.locator(".Toastify").getByText(/Your password has been changed/)).toBeVisible();

  // The old password no longer works; the new one does.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page.getByRole("link", { name: "Signin/register" })).toBeVisible();
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name.includes("portal_session")),
    )
    .toBe(false);
  await visit(page, "/Signup");
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill(account);
  await card.getByLabel("Password").fill("Start2026");
  await card.getByRole("button", { name: "Login" }).click();
  await expect(page.locator(".Toastify").getByText("Invalid Credentials")).toBeVisible();
  await card.getByLabel("Password").fill("Fresh2026");
  await card.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
});

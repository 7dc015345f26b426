import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, expectAccessible, expectAccessibleAtWidths, test } from "./fixtures";
import { runOperatorCli } from "./operator-cli";

/**
 * A staff account made at a terminal sets its authenticator app up on its first visit to the
 * console, gets ten recovery codes once, and from then on a password alone opens nothing: a code
 * (or a recovery code, once) does. Without JavaScript too: the code page is a plain form.
 */

const codeOf = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, "")) }).generate();

function mailsTo(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  return readdirSync(outbox)
    .map((name) => readFileSync(path.join(outbox, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`))
    .map((mail) => /Subject: (.*)/.exec(mail)?.[1] ?? "");
}

test("a new staff member sets the app up, then a recovery code opens the console once", async ({
  browser,
  baseURL,
}) => {
  const email = `staff.${Date.now()}${Math.floor(Math.random() * 100)}@example.com`;
  const made = await runOperatorCli(
    E2E_DATA_DIR,
    "service/ops/cli.ts",
    "create-staff",
    email,
    "Tara",
    "Test",
  );
  expect(made.status, made.stderr).toBe(0);
  const password = /first password: (\S+)/.exec(made.stdout)?.[1] ?? "";
  const origin = new URL(String(baseURL)).origin;
  const signInAt = async (page: Page) => {
    const answer = await page.request.post("/Signup?mode=login", {
      form: { intent: "login", username: email, password, redirectTo: "/" },
      headers: { ...clientAddress(), origin },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
  };

  // First visit: the console sends to the code page, which sets the app up.
  const first = await (await browser.newContext()).newPage();
  await signInAt(first);
  await first.goto("/staff");
  await expect(first).toHaveURL(/\/staff\/second-factor\?next=%2Fstaff$/);
  await expect(first.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessibleAtWidths(first, [390, 1280]);
  const key = (await first.locator(".second-factor__key").textContent()) ?? "";
  await first.getByLabel("Code from the app").fill(codeOf(key));
  await first.getByRole("button", { name: "Confirm and open the console" }).click();
  const codes = first.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expectAccessible(first);
  const recovery = (await codes.nth(0).textContent()) ?? "";
  await first.getByRole("link", { name: /open the console/ }).click();
  await expect(first.getByRole("heading", { name: "Staff console", level: 1 })).toBeVisible();
  await first.context().close();

  // Another browser, without JavaScript: the password alone leaves it on the code page.
  const second = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInAt(second);
  await second.goto("/staff/people");
  await expect(second).toHaveURL(/\/staff\/second-factor\?next=%2Fstaff%2Fpeople$/);
  const field = second.getByLabel("Code from your authenticator app, or a recovery code");
  await field.fill("000000");
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(second.getByText(/That code is not right/)).toBeVisible();
  await second
    .getByLabel("Code from your authenticator app, or a recovery code")
    .fill(recovery.toUpperCase());
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(second).toHaveURL(/\/staff\/people$/);
  await second.context().close();

  // The recovery code works once.
  const third = await (await browser.newContext()).newPage();
  await signInAt(third);
  await third.goto("/staff/second-factor");
  await expectAccessible(third);
  await third.getByLabel(/recovery code/).fill(recovery);
  await third.getByRole("button", { name: "Continue" }).click();
  await expect(
    third.getByText(/That code is not right, or it has been used already/),
  ).toBeVisible();
  await expect(third.getByText(/9 left/)).toBeVisible();
  await third.context().close();

  // Told at once, and in the audit log.
  await expect
    .poll(() => mailsTo(email))
    .toEqual(
      expect.arrayContaining([
        "An authenticator app was added to your account",
        "A recovery code was used on your account",
      ]),
    );
  const audit = await runOperatorCli(E2E_DATA_DIR, "service/ops/cli.ts", "audit", email);
  expect(audit.stdout).toContain("second-factor-added");
  expect(audit.stdout).toContain("recovery-code-used");
});

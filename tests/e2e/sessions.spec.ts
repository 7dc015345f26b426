import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./data-dir";
import { expect, signIn, test, visit } from "./fixtures";
import { freshMember } from "./fresh-member";

/**
 * "Sessions you can see" (decision 0062): two browsers signed in as one member; the
 * profile lists both, this one marked; ending the other from the first signs the other out on its
 * next request while the first stays signed in; the second browser, a device the account had not
 * used, brought its owner an e-mail.
 */

const OUTBOX = path.join(E2E_DATA_DIR, "outbox");
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const newSignInMails = (to: string) =>
  readdirSync(OUTBOX)
    .map((name) => readFileSync(path.join(OUTBOX, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes("A new sign-in"));

test("two browsers, one member: both listed, this one marked; ending the other signs it out, this one stays; the new device was mailed", async ({
  warmPage: first,
  browser,
  request,
}) => {
  const email = await freshMember(request, "sessions");
  await signIn(first, email);
  const phoneContext = await browser.newContext({ userAgent: ANDROID_CHROME });
  const phone = await phoneContext.newPage();
  await signIn(phone, email);

  await visit(first, "/my-profile");
  const card = first.getByRole("region", { name: "Where you're signed in" });
  const lines = card.getByRole("listitem");
  await expect(lines).toHaveCount(2);
  const other = lines.filter({ hasText: "Chrome on Android" });
  await expect(other).not.toContainText("This device");
  await expect(lines.filter({ hasText: "This device" })).toHaveCount(1);
  await expect(lines.first()).toContainText("This device");
  await expect(other).toContainText(/Network 10\.\d+\.\d+\.x/);

  await other.getByRole("button", { name: "End the session on Chrome on Android" }).click();
  await expect(first.getByText(/Signed out of Chrome on Android/)).toBeVisible();
  await expect(lines).toHaveCount(1);

  // The phone's next request is a signed-out visitor; the first browser is still signed in.
  const phoneNext = await phone.request.get("/my-profile", { maxRedirects: 0 });
  expect(phoneNext.status()).toBe(302);
  expect(phoneNext.headers().location).toMatch(/^\/Signup/);
  expect((await first.request.get("/session")).status()).toBe(200);

  await expect.poll(() => newSignInMails(email).length).toBe(1);
  expect(newSignInMails(email)[0]).toContain("Device: Chrome on Android");
  await phoneContext.close();
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import fc from "fast-check";
import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, expect, signIn, test, visit } from "./fixtures";

/**
 * Passkeys through Chromium's virtual authenticator (the DevTools protocol): added on the profile,
 * used to sign in with no password from the sign-in card and the login panel, refused once
 * removed; staff land in the console. The service's own checks are in
 * service/endpoints/passkeys.test.ts.
 */

const OUTBOX = path.join(E2E_DATA_DIR, "outbox");

/** A device with a platform authenticator that keeps passkeys and verifies its user. */
async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function freshMember(page: Page): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`;
  const email = `passkey.${stamp}@example.com`;
  const registered = await page.request.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      name: "Pia Passkey",
      email,
      phonenumber: `+91 92${stamp.slice(-8)}`,
      password: "Demo12345",
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

async function signOut(page: Page) {
  const origin = new URL(page.url()).origin;
  await page.request.post("/logout", { headers: { origin }, maxRedirects: 0 });
}

async function addPasskey(page: Page, name: string) {
  await visit(page, "/my-profile");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Name for a new passkey").fill(name);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(
    section.getByRole("status").filter({ hasText: `Passkey “${name}” added` }),
  ).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: name })).toContainText(
    "not used yet",
  );
}

const mailsTo = (to: string, words: string) => {
  try {
    return readdirSync(OUTBOX)
      .map((name) => readFileSync(path.join(OUTBOX, name), "utf8"))
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(words)).length;
  } catch {
    return 0;
  }
};

test("a member adds a passkey, signs in with it and no password, and a removed one is refused", async ({
  page,
}) => {
  await withAuthenticator(page);
  const email = await freshMember(page);
  await signIn(page, email);
  await addPasskey(page, "Test laptop");
  await expect.poll(() => mailsTo(email, "A passkey was added")).toBe(1);

  await signOut(page);
  await visit(page, "/Signup");
  await expect(page.getByLabel("Password")).toBeEmpty();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await visit(page, "/my-profile");
  await expect(page.getByRole("heading", { name: "Your details", exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByRole("listitem").filter({ hasText: "Test laptop" })).toContainText(
    "last used",
  );

  // Rename, then remove: the page asks first.
  await section.getByLabel("New name for “Test laptop”").fill("Old laptop");
  await section.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Passkey renamed to “Old laptop”.")).toBeVisible();
  await section.getByRole("button", { name: "Remove “Old laptop”" }).click();
  const question = page.getByRole("alertdialog", { name: "Remove the passkey “Old laptop”?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("Passkey “Old laptop” removed.")).toBeVisible();
  await expect(section.getByText("You have no passkey yet.")).toBeVisible();
  await expect.poll(() => mailsTo(email, "A passkey was removed")).toBe(1);

  // The device still holds it; the service no longer knows it.
  await signOut(page);
  await visit(page, "/Signup");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "not registered with any account" }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/Signup");
});

test("the demo staff member adds a passkey and, signed in with it from the login panel, opens the console", async ({
  page,
}) => {
  await withAuthenticator(page);
  // It signs out: a session of its own, not the one the worker keeps for other journeys.
  await signIn(page, "staff@portal.test", undefined, { fresh: true });
  await addPasskey(page, "Staff key");
  await signOut(page);

  // After a password alone, the code page takes the passkey instead of a code.
  const password = await page.request.post("/Signup?mode=login", {
    form: {
      intent: "login",
      username: "staff@portal.test",
      password: "Demo12345",
      redirectTo: "/",
    },
    headers: { ...clientAddress(), origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(password.status()).toBe(302);
  await visit(page, "/staff/people");
  await expect(page).toHaveURL(/\/staff\/second-factor\?next=%2Fstaff%2Fpeople$/);
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await page.waitForURL((url) => url.pathname === "/staff/people");
  await signOut(page);

  // From the home page: staff land in the console (from another page they may open, on it).
  await visit(page, "/");
  const panel = page.getByRole("complementary", { name: "Sign In/Register" });
  await panel.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/staff");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A passkey is both factors: no code asked (a password alone is sent to /staff/second-factor).
  await expect(page).toHaveURL(/\/staff$/);

  // Left as found: the demo account keeps no passkey of this journey.
  await visit(page, "/my-profile");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByRole("button", { name: "Remove “Staff key”" }).click();
  await page.getByRole("button", { name: "Remove passkey" }).click();
  await expect(section.getByText("You have no passkey yet.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no passkey button is offered; the profile says why none can be added", async ({
    warmPage: page,
  }) => {
    await page.goto("/Signup");
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await signIn(page, "pmt@portal.test");
    await page.goto("/my-profile");
    await expect(page.getByText("Adding a passkey needs JavaScript")).toBeVisible();
  });
});

test("the passkey actions answer generated hostile posts with words, never a 5xx, and add nothing", async ({
  warmPage: page,
}) => {
  const email = await freshMember(page);
  await signIn(page, email);
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const field = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom(
      "options",
      "sign-in",
      "add-options",
      "add",
      "rename",
      "remove",
      "yes",
      "0",
      "-1",
      "99999999999",
    ),
    fc.json(),
  );
  const body = fc.dictionary(
    fc.constantFrom("intent", "response", "name", "id", "redirectTo", "confirmed", "x"),
    field,
  );
  await fc.assert(
    fc.asyncProperty(
      body,
      fc.constantFrom("/passkeys/sign-in", "/my-profile/passkeys"),
      async (form, path) => {
        const answer = await page.request.post(path, {
          form,
          headers: { ...clientAddress(), origin, "sec-fetch-mode": "cors" },
          maxRedirects: 0,
        });
        expect(answer.status(), `${path} ${JSON.stringify(form)}`).toBeLessThan(500);
        if (answer.status() === 200) {
          const reply = (await answer.json()) as { ok: boolean; message?: string };
          if (!reply.ok) expect(reply.message?.length).toBeGreaterThan(10);
        }
      },
    ),
    { numRuns: 40 },
  );
  await visit(page, "/my-profile");
  await expect(
    page.getByRole("region", { name: "Passkeys" }).getByText("You have no passkey yet."),
  ).toBeVisible();
});

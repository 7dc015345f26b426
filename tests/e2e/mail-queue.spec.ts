import { rmSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox.ts";
import { clientAddress, expect, expectAccessible, test, visit } from "./fixtures";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  registerMember,
  signInOverHttp,
  startOwnServer,
  untilAnswering,
  withStaffCode,
} from "./own-server";

/**
 * Issue #29, "mail down": a site of its own whose mail server (a real SMTP
 * server in this test, tests/support/smtp-inbox.ts) refuses. People are answered at once; staff see the
 * messages waiting in the console's mail queue with the server's words, a
 * message refused for good as failed, and every other message sent once
 * when the server takes mail again. Never a body: it may hold a code.
 */

const DATA_DIR = `.data/e2e-mail-${process.pid}`;
test.describe.configure({ mode: "serial", timeout: 120_000 });

let smtp: SmtpInbox;
let site: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpInbox({ refusing: true });
  rmSync(DATA_DIR, { recursive: true, force: true });
  fromPreparedDatabase(DATA_DIR);
  site = startOwnServer(await freePort(), DATA_DIR, { SMTP_URL: smtp.url });
  await untilAnswering(site, "/readyz");
});

test.afterAll(async () => {
  site?.process.kill("SIGTERM");
  await site?.exited;
  await smtp?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A browser signed in as staff on the test's own site. */
async function staffPage(browser: Browser): Promise<Page> {
  const password = await signInOverHttp(site, "staff@portal.test");
  const [name, value] = (await withStaffCode(site, password)).split("=") as [string, string];
  const context = await browser.newContext({ baseURL: site.base });
  await context.addCookies([{ name, value, url: site.base }]);
  return context.newPage();
}

/** The mail queue's row of the message to `recipient`, with this subject. */
const row = (page: Page, recipient: string, subject: string) =>
  page.locator("main tbody tr").filter({ hasText: recipient }).filter({ hasText: subject });

test("while SMTP refuses, people are answered at once and staff see the mail waiting; once it returns, each message is sent once or shown failed", async ({
  browser,
}) => {
  const stamp = Date.now();
  const nisha = `nisha.${stamp}@example.com`;
  const bounce = `bounce.${stamp}@example.com`;
  const started = Date.now();
  await registerMember(site.base, { name: `Nisha ${stamp}`, email: nisha, password: "Nisha2026" });
  await registerMember(site.base, { name: `Bo ${stamp}`, email: bounce, password: "Bounce2026" });
  const asked = await fetch(`${site.base}/service/app/request-otp/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...clientAddress() },
    body: JSON.stringify({ email: nisha }),
  });
  expect(asked.status).toBe(200);
  expect(Date.now() - started, "answered at once").toBeLessThan(5000);

  const staff = await staffPage(browser);
  await visit(staff, "/staff/mail?status=waiting");
  await expect(staff.getByRole("heading", { level: 1, name: "Mail queue" })).toBeVisible();
  await expect(staff.getByRole("navigation", { name: "Staff console" })).toContainText(
    "Mail queue",
  );
  // The code's message waits, with what the server said.
  await expect
    .poll(
      async () => {
        await staff.reload();
        return row(staff, nisha, "Your password reset code").textContent();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Waiting.*451 Try again later/s);
  await expect(row(staff, nisha, "We have received your registration")).toContainText("Waiting");
  // Nisha's two, the operations inbox's two; the address refused for good failed at once.
  await expect(staff.locator(".staff-cards")).toContainText(/4\s*waiting to be sent\s*1\s*failed/);
  expect(await staff.content(), "never a body").not.toMatch(/code is \d{6}|Thank you for/);
  await expectAccessible(staff);
  expect(smtp.received).toEqual([]);

  smtp.accept();
  const mine = () =>
    smtp.received.filter((mail) => mail.raw.includes(String(stamp)) || mail.to.includes(nisha));
  // Nisha's welcome and code, and the operations inbox's two notes of a registration.
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(4);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mine(), "each once").toHaveLength(4);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);

  await visit(staff, "/staff/mail?status=failed");
  await expect(row(staff, bounce, "We have received your registration")).toContainText(
    /Failed.*550.*No such mailbox/s,
  );
  await staff.setViewportSize({ width: 375, height: 900 });
  await expectAccessible(staff);
  await visit(staff, "/staff/mail?status=sent");
  await expect(row(staff, nisha, "Your password reset code")).toContainText("Sent");
  await visit(staff, "/staff/mail?status=waiting");
  await expect(staff.getByRole("heading", { name: "Nothing is waiting" })).toBeVisible();
  await visit(staff, "/staff");
  await expect(staff.getByText(/1\s*e-mail failed/)).toBeVisible();
  await staff.getByRole("link", { name: "See failed e-mails" }).click();
  await expect(staff).toHaveURL(/\/staff\/mail\?status=failed$/);
});

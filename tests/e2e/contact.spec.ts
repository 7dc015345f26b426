import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";

/**
 * The service allows 5 enquiries per address in 10 minutes (POLICIES in
 * service/rate-limit/limiter.ts), and keeps that count in Redis when
 * REDIS_URL is set. So each journey is a visitor of its own: the site trusts
 * X-Forwarded-For from loopback (as from its own reverse proxy), and a random
 * documentation address (2001:db8::/32) per journey means no run, and no
 * repeat of a run, ever shares a count with another.
 */
function newVisitorAddress(): string {
  const group = () => randomBytes(2).toString("hex");
  return `2001:db8:${group()}:${group()}::${group()}`;
}

async function asNewVisitor(page: Page): Promise<string> {
  const address = newVisitorAddress();
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

const form = (page: Page) => page.getByRole("region", { name: "Send us an enquiry" });
const field = (page: Page, name: string | RegExp) => form(page).getByRole("textbox", { name });
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Send enquiry" });

async function fillValid(page: Page, name = "Meera Iyer") {
  await field(page, "Your name").fill(name);
  await field(page, "E-mail address").fill("meera.iyer@example.com");
  await field(page, /Phone number/).fill("+91 98450 12345");
  await field(page, /Subject/).fill("Career guidance for my daughter");
  await field(page, "Your message").fill(
    "She finishes class 12 in March. Which sessions suit her?",
  );
}

test("a valid enquiry: a success message, and the form emptied", async ({ warmPage: page }) => {
  await asNewVisitor(page);
  await visit(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const details = page.getByRole("region", { name: "Get in touch" });
  await expect(details.getByRole("link", { name: /on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(details.locator('a[href^="tel:+"]')).toHaveCount(1);
  await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);

  // Sent through the router: the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await fillValid(page);
  await sendButton(page).click();
  await expect(form(page).getByRole("status")).toContainText(
    "Thank you, Meera Iyer. Your enquiry has been sent; we will reply to meera.iyer@example.com.",
  );
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await expect(field(page, "Your name")).toHaveValue("");
  await expect(field(page, "Your message")).toHaveValue("");
  await expect(sendButton(page)).toBeEnabled();
});

test("an invalid enquiry: messages beside the fields, focus on the first, nothing sent", async ({
  warmPage: page,
}) => {
  await asNewVisitor(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await visit(page, "/contact");
  await field(page, "E-mail address").fill("meera@");
  await field(page, "Your message").fill("Hello");
  await sendButton(page).click();

  const name = field(page, "Your name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("This field may not be blank.");
  await expect(field(page, "E-mail address")).toHaveAccessibleDescription(
    /We reply to this address\.\s*Enter a valid email address\./,
  );
  await expect(
    form(page).getByRole("link", { name: /E-mail address: Enter a valid/ }),
  ).toBeVisible();
  // What was typed stays.
  await expect(field(page, "Your message")).toHaveValue("Hello");
  await expectAccessible(page);

  // After the first attempt, leaving a corrected field clears its message.
  await name.fill("Meera Iyer");
  await name.press("Tab");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("Your name: This field may not be blank.")).toHaveCount(0);
  expect(posts).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the page passes axe-core; the honeypot is out of sight and out of the accessibility tree`, async ({
    warmPage: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/contact");
    await expectAccessible(page);
    await expect(form(page).getByRole("textbox")).toHaveCount(5);
    await expect(page.locator('input[name="website"]')).not.toBeInViewport();
  });
}

test("rate limited: a clear message, and nothing typed is lost", async ({
  warmPage: page,
  consoleGuard,
}) => {
  // The action answers 429, which the browser logs for the data request.
  consoleGuard.allow(/status of 429/);
  const address = await asNewVisitor(page);
  // Use up this visitor's allowance on the service API directly.
  for (let sent = 0; sent < 5; sent++) {
    const response = await page.request.post("/service/api/enquiry/", {
      headers: { "x-forwarded-for": address },
      data: { name: "Earlier", email: "earlier@example.com", message: `Enquiry ${sent}` },
    });
    expect(response.status()).toBe(201);
  }
  await visit(page, "/contact");
  await fillValid(page, "Meera Iyer");
  await sendButton(page).click();
  await expect(form(page).getByRole("alert")).toContainText(
    /Too many enquiries have been sent from your connection.*try again in \d+ minutes?/,
  );
  await expect(field(page, "Your name")).toHaveValue("Meera Iyer");
  await expect(field(page, "Your message")).toHaveValue(
    "She finishes class 12 in March. Which sessions suit her?",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the answer page shows messages, then the success", async ({
    warmPage: page,
  }) => {
    await asNewVisitor(page);
    await page.goto("/contact");
    await field(page, "E-mail address").fill("meera@");
    await field(page, "Your message").fill("Is there a batch in Pune?");
    const [invalid] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      sendButton(page).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await expect(field(page, "Your name")).toHaveAccessibleDescription(
      "This field may not be blank.",
    );
    await expect(field(page, "E-mail address")).toHaveAccessibleDescription(
      /Enter a valid email address\./,
    );
    // The server's page keeps what was typed and puts the cursor in the first field to fix.
    await expect(field(page, "E-mail address")).toHaveValue("meera@");
    await expect(field(page, "Your message")).toHaveValue("Is there a batch in Pune?");
    await expect(field(page, "Your name")).toBeFocused();

    await field(page, "Your name").fill("Meera Iyer");
    await field(page, "E-mail address").fill("meera.iyer@example.com");
    const [sent] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      sendButton(page).click(),
    ]);
    expect(sent.status()).toBe(200);
    await expect(form(page).getByRole("status")).toContainText("Your enquiry has been sent");
    await expect(field(page, "Your name")).toHaveValue("");
    await expect(field(page, "Your message")).toHaveValue("");
  });
});

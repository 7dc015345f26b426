import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  clientAddress,
  expect,
  expectAccessibleAtWidths,
  sidewaysScroll,
  signIn,
  test,
  visit,
} from "./fixtures";
import { staffAccessToken } from "./staff-tokens";

/**
 * The staff console as a place to work (issue 26): its own frame, a question
 * before every harmful change (with and without JavaScript) that changes
 * nothing until answered and acts once, and an audit log in words. Each
 * journey makes its own people and orders through the service API, so the
 * journeys may run side by side.
 */

// ---- The data, read and made through the service API as the staff demo account ----

/** The demo staff member's token, its sign-in past the code step (decision 0060). */
const staffToken = () => staffAccessToken(String(test.info().project.use.baseURL));

async function asStaff(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
) {
  const headers = { ...clientAddress(), authorization: `Bearer ${await staffToken()}` };
  const answer =
    method === "GET"
      ? await request.get(`/service/${path}`, { headers })
      : await request.post(`/service/${path}`, { headers, data: data ?? {} });
  return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> };
}

interface Member {
  id: number;
  name: string;
  email: string;
  password: string;
}

let made = 0;
/** A new member (a registration nobody has looked at yet), named for the journey. */
async function newMember(request: APIRequestContext, first: string): Promise<Member> {
  made += 1;
  const stamp = `${Date.now()}${made}${Math.floor(Math.random() * 1000)}`;
  const member = {
    name: `${first} Console${stamp.slice(-6)}`,
    email: `console.${first.toLowerCase()}.${stamp}@example.com`,
    password: "Console2026",
  };
  const answer = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      ...member,
      phonenumber: `+91 94${stamp.slice(-8)}`,
      access_for: "PMT, please",
    },
  });
  expect(answer.status()).toBe(201);
  return { ...member, id: ((await answer.json()) as { id: number }).id };
}

async function person(request: APIRequestContext, id: number) {
  const { status, body } = await asStaff(request, "GET", `admin/people/${id}/`);
  expect(status).toBe(200);
  return body as {
    is_active: boolean;
    abc_coins: number;
    reviewed_at: string | null;
    modules: Record<string, boolean>;
  };
}

/** How many lines the audit log has about `email` for `action`. */
async function auditLines(request: APIRequestContext, email: string, action: string) {
  const query = new URLSearchParams({ subject: email, action });
  const { body } = await asStaff(request, "GET", `admin/audit/?${query}`);
  return body.count as number;
}

/** A member with PMT access and coins, who orders a course: paid with coins, or pending. */
async function newOrder(request: APIRequestContext, first: string, withCoins: boolean) {
  const member = await newMember(request, first);
  await asStaff(request, "POST", `admin/people/${member.id}/modules/`, {
    module: "pro_pmt",
    granted: true,
  });
  await asStaff(request, "POST", `admin/people/${member.id}/coins/`, {
    change: 100000,
    reason: "For a console journey",
  });
  const login = await request.post("/service/auth/jwt/create/", {
    headers: clientAddress(),
    data: { username: member.email, password: member.password },
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { ...clientAddress(), authorization: `Bearer ${access}` };
  const courses = (await (await request.get("/service/api/propmtservice/", { headers })).json()) as
    | { id: number; coin_price: number }[]
    | { results: { id: number; coin_price: number }[] };
  const list = Array.isArray(courses) ? courses : courses.results;
  const course = list.find((item) => item.coin_price > 0) ?? list[0];
  if (!course) throw new Error("The demo catalogue has no course to order");
  const ordered = await request.post("/service/api/orders/", {
    headers,
    data: { service: course.id, pay_with_coins: withCoins },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { id: number };
  return { member, orderId: order.id };
}

async function orderStatus(request: APIRequestContext, id: number) {
  const { body } = await asStaff(request, "GET", `admin/orders/${id}/`);
  return body.status as string;
}

// ---- The console in a browser ----

const question = (page: Page) => page.getByRole("alertdialog");

/** The confirmed form's fields, to post it a second time as a double click would. */
async function confirmedFields(dialog: Locator): Promise<Record<string, string>> {
  return dialog.locator("form").evaluate((form) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form as HTMLFormElement)) fields[name] = String(value);
    return fields;
  });
}

/** Posts the confirmed form again (a second click that reached the server): refused, unchanged. */
async function postAgain(page: Page, fields: Record<string, string>) {
  const url = new URL(page.url());
  const answer = await page.request.post(`${url.pathname}${url.search}`, {
    form: fields,
    headers: { origin: url.origin },
  });
  expect(answer.status()).toBe(409);
}

interface Harm {
  name: string;
  /** Makes the record, opens its page; answers what to click and what the question says. */
  open(
    page: Page,
    request: APIRequestContext,
  ): Promise<{
    click: Locator;
    asks: RegExp;
    yes: string;
    /** Still as it was: nothing has happened. */
    unchanged(): Promise<void>;
    /** Changed, once. */
    changed(): Promise<void>;
  }>;
}

const HARMS: Harm[] = [
  {
    name: "declining a registration",
    async open(page, request) {
      const member = await newMember(request, "Asha");
      await page.goto("/staff/registrations");
      const item = page
        .locator("main li.staff-item")
        .filter({ has: page.getByRole("heading", { name: member.name }) });
      return {
        click: item.getByRole("button", { name: "Decline" }),
        asks: new RegExp(`Decline ${member.name}’s registration\\?`),
        yes: "Yes, decline",
        unchanged: async () => {
          expect((await person(request, member.id)).reviewed_at).toBeNull();
          expect(await auditLines(request, member.email, "review-decline")).toBe(0);
        },
        changed: async () => {
          expect((await person(request, member.id)).reviewed_at).not.toBeNull();
          expect(await auditLines(request, member.email, "review-decline")).toBe(1);
        },
      };
    },
  },
  {
    name: "deactivating an account",
    async open(page, request) {
      const member = await newMember(request, "Dev");
      await page.goto(`/staff/people/${member.id}`);
      return {
        click: page.getByRole("button", { name: "Deactivate account" }),
        asks: new RegExp(`Deactivate ${member.name}’s account\\?`),
        yes: "Yes, deactivate",
        unchanged: async () => {
          expect((await person(request, member.id)).is_active).toBe(true);
          expect(await auditLines(request, member.email, "deactivate")).toBe(0);
        },
        changed: async () => {
          expect((await person(request, member.id)).is_active).toBe(false);
          expect(await auditLines(request, member.email, "deactivate")).toBe(1);
        },
      };
    },
  },
  {
    name: "cancelling an order and returning the coins",
    async open(page, request) {
      const { member, orderId } = await newOrder(request, "Chitra", true);
      await page.goto(`/staff/orders?status=paid&q=${orderId}`);
      // The orders list is a table: a row per order, its number the row's heading.
      const item = page
        .locator("main tbody tr")
        .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^Order ${orderId}\\b`) }) });
      const coins = (await person(request, member.id)).abc_coins;
      return {
        click: item.getByRole("button", { name: "Cancel and return the coins" }),
        asks: new RegExp(`Cancel order ${orderId} .* and return the coins\\?`),
        yes: "Yes, cancel and return the coins",
        unchanged: async () => {
          expect(await orderStatus(request, orderId)).toBe("paid");
          expect((await person(request, member.id)).abc_coins).toBe(coins);
          expect(await auditLines(request, member.email, "cancel-order")).toBe(0);
        },
        changed: async () => {
          expect(await orderStatus(request, orderId)).toBe("cancelled");
          expect((await person(request, member.id)).abc_coins).toBeGreaterThan(coins);
          expect(await auditLines(request, member.email, "cancel-order")).toBe(1);
        },
      };
    },
  },
  {
    name: "revoking a module",
    async open(page, request) {
      const member = await newMember(request, "Ravi");
      await asStaff(request, "POST", `admin/people/${member.id}/modules/`, {
        module: "micro_bussiness",
        granted: true,
      });
      await page.goto(`/staff/people/${member.id}`);
      return {
        click: page.getByRole("button", { name: "Revoke Micro-Business" }),
        asks: new RegExp(`Revoke Micro-Business from ${member.name}\\?`),
        yes: "Yes, revoke Micro-Business",
        unchanged: async () => {
          expect((await person(request, member.id)).modules.micro_bussiness).toBe(true);
          expect(await auditLines(request, member.email, "revoke")).toBe(0);
        },
        changed: async () => {
          expect((await person(request, member.id)).modules.micro_bussiness).toBe(false);
          expect(await auditLines(request, member.email, "revoke")).toBe(1);
        },
      };
    },
  },
  {
    name: "taking coins",
    async open(page, request) {
      const member = await newMember(request, "Tara");
      await asStaff(request, "POST", `admin/people/${member.id}/coins/`, {
        change: 40,
        reason: "Welcome coins",
      });
      await page.goto(`/staff/people/${member.id}`);
      await page.getByLabel(/^Change/).fill("-15");
      await page.getByLabel(/^Reason/).fill("Charged twice by mistake");
      return {
        click: page.getByRole("button", { name: "Change coins" }),
        asks: new RegExp(`Take 15 coins from ${member.name}\\?`),
        yes: "Yes, take 15 coins",
        unchanged: async () => {
          expect((await person(request, member.id)).abc_coins).toBe(40);
          expect(await auditLines(request, member.email, "coins")).toBe(1);
        },
        changed: async () => {
          expect((await person(request, member.id)).abc_coins).toBe(25);
          expect(await auditLines(request, member.email, "coins")).toBe(2);
        },
      };
    },
  },
];

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const harm of HARMS) {
      test(`${harm.name} asks first, changes nothing until confirmed, and acts once`, async ({
        warmPage: page,
        request,
      }) => {
        test.slow();
        await signIn(page, "staff@portal.test");
        const { click, asks, yes, unchanged, changed } = await harm.open(page, request);
        if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await click.click();
        const dialog = question(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(asks);
        await expect(dialog).toContainText("Nothing has changed yet.");
        // The question has the focus (an autofocus: without JavaScript too).
        await expect(dialog).toBeFocused();
        await unchanged();

        const fields = await confirmedFields(dialog);
        await dialog.getByRole("button", { name: yes }).click();
        await expect(question(page)).toHaveCount(0);
        await changed();
        // The same confirmed form once more (a double click's second post): refused, nothing more.
        await postAgain(page, fields);
        await changed();
      });
    }
  });
}

test("Keep and Escape go back without a change, and the button that asked has the focus again", async ({
  warmPage: page,
  request,
}) => {
  test.slow();
  const member = await newMember(request, "Kiran");
  await signIn(page, "staff@portal.test");
  await visit(page, `/staff/people/${member.id}`);
  const deactivate = page.getByRole("button", { name: "Deactivate account" });
  await deactivate.click();
  await expect(question(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question(page)).toHaveCount(0);
  await expect(deactivate).toBeFocused();
  await deactivate.click();
  await question(page).getByRole("link", { name: "Keep the account active" }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(deactivate).toBeFocused();
  expect((await person(request, member.id)).is_active).toBe(true);
  expect(await auditLines(request, member.email, "deactivate")).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Keep is a link back to the page, which changes nothing", async ({
    warmPage: page,
    request,
  }) => {
    const member = await newMember(request, "Mira");
    await signIn(page, "staff@portal.test");
    await page.goto(`/staff/people/${member.id}`);
    await page.getByRole("button", { name: "Deactivate account" }).click();
    await question(page).getByRole("link", { name: "Keep the account active" }).click();
    await expect(question(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Deactivate account" })).toBeVisible();
    expect((await person(request, member.id)).is_active).toBe(true);
  });
});

test("the console has its own frame: no marketing header, band, footer or login panel", async ({
  warmPage: page,
}) => {
  // It signs out at the end: a session of its own.
  await signIn(page, "staff@portal.test", undefined, { fresh: true });
  for (const path of ["/staff", "/staff/people", "/staff/audit", "/staff/people/1"]) {
    await visit(page, path);
    await expect(page.locator(".site-header"), path).toHaveCount(0);
    await expect(page.locator(".site-footer"), path).toHaveCount(0);
    await expect(page.locator(".page-header"), path).toHaveCount(0);
    await expect(page.locator(".login-panel"), path).toHaveCount(0);
    await expect(page.locator("[data-reveal]"), path).toHaveCount(0);
    const bar = page.getByRole("banner");
    await expect(bar).toContainText("Signed in as");
    await expect(bar.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }
  // The public pages keep theirs, without the console's stylesheet.
  await visit(page, "/about");
  await expect(page.locator(".site-header")).toHaveCount(1);
  await expect(page.locator(".site-footer")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][href*="staff"]')).toHaveCount(0);
  // Sign out from the console's bar.
  await visit(page, "/staff");
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/Signup\?redirectTo=%2Fstaff/);
});

test("the audit log gives the time and says what changed in words, never the database's names", async ({
  warmPage: page,
  request,
}) => {
  const member = await newMember(request, "Neha");
  await asStaff(request, "POST", `admin/people/${member.id}/modules/`, {
    module: "pro_pmt",
    granted: true,
  });
  await asStaff(request, "POST", `admin/people/${member.id}/coins/`, {
    change: 30,
    reason: "Scholarship",
  });
  await asStaff(request, "POST", `admin/people/${member.id}/active/`, { active: false });
  await signIn(page, "staff@portal.test");
  await visit(page, `/staff/audit?subject=${encodeURIComponent(member.email)}`);
  const rows = page.locator("main tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Account deactivated");
  await expect(rows.nth(0)).toContainText("Active: no");
  await expect(rows.nth(1)).toContainText("Coins changed");
  await expect(rows.nth(1)).toContainText("Coins: 30 coins");
  await expect(rows.nth(1)).toContainText("Reason: Scholarship");
  await expect(rows.nth(2)).toContainText("Module granted");
  await expect(rows.nth(2)).toContainText("PMT Aspirants: granted");
  // "27 Nov 2026, 11:45 am": the date and the time of day.
  await expect(rows.nth(0).locator("time")).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/i,
  );
  for (const path of [`/staff/audit?subject=${encodeURIComponent(member.email)}`, "/staff/audit"]) {
    await visit(page, path);
    const words = await page.locator("main").innerText();
    for (const name of [
      "abc_coins",
      "pro_pmt",
      "is_active",
      "micro_bussiness",
      "spritual",
      "pharma_edge",
      "reviewed_at",
    ]) {
      expect(words, `${path} shows ${name}`).not.toContain(name);
    }
  }
});

// The console's pages themselves are swept (axe, sideways scrolling) in staff.spec.ts.
test("the console's question passes axe and fits at 390 and 1280 px", async ({
  warmPage: page,
  request,
}) => {
  const member = await newMember(request, "Axe");
  await signIn(page, "staff@portal.test");
  await page.setViewportSize({ width: 390, height: 900 });
  await visit(page, `/staff/people/${member.id}`);
  await page.getByRole("button", { name: "Deactivate account" }).click();
  await expect(question(page)).toBeVisible();
  for (const width of [390, 1280]) {
    await expectAccessibleAtWidths(page, [width]);
    expect(await sidewaysScroll(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
});

import type { APIRequestContext, Page } from "@playwright/test";
import { clientAddress, expect, signedInPage, test, visit } from "./fixtures";
import { staffAccessToken } from "./staff-tokens";

/**
 * The staff console's lists (issue 26): sortable columns, search, filters,
 * pages with counts and bulk actions, on people each test registers for
 * itself (a stamp in every name), so journeys side by side do not meet.
 */

let sequence = 0;
/** Registers a member (straight to the service API) and returns their e-mail and phone. */
async function register(request: APIRequestContext, name: string, password = "Lists2026") {
  sequence += 1;
  const digits = `${Date.now()}${sequence}`.slice(-8);
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@lists.example.com`;
  const phonenumber = `+91 97${digits}`;
  const answer = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: { name, email, phonenumber, password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, phonenumber, digits };
}

const rowNames = (page: Page) => page.locator("main tbody th[scope=row]").allTextContents();

test("people sort by name, coins and joining date, and are found by name, e-mail or phone", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const names = [`Mira ${stamp}`, `Anil ${stamp}`, `Zubin ${stamp}`];
  const people = [];
  for (const name of names) people.push(await register(request, name));
  const staff = await signedInPage(browser, "staff@portal.test");
  await visit(staff, "/staff/people");
  await staff.getByLabel("Name, e-mail or phone").fill(String(stamp));
  await staff.getByRole("button", { name: "Search" }).click();
  await expect(staff).toHaveURL(new RegExp(`q=${stamp}`));
  // Newest first by default: the last one registered leads.
  await expect.poll(() => rowNames(staff)).toEqual([...names].reverse());

  await staff.getByRole("link", { name: /^Name\W+sort ascending/ }).click();
  await expect(staff.locator("th[aria-sort=ascending]")).toContainText("Name");
  await expect.poll(() => rowNames(staff)).toEqual([...names].sort());
  await staff.getByRole("link", { name: /^Name\W+sort descending/ }).click();
  await expect(staff.locator("th[aria-sort=descending]")).toContainText("Name");
  await expect.poll(() => rowNames(staff)).toEqual([...names].sort().reverse());
  // The search is kept; the back button goes back to the order before.
  expect(staff.url()).toContain(`q=${stamp}`);
  await staff.goBack();
  await expect(staff.locator("th[aria-sort=ascending]")).toContainText("Name");

  await staff.getByRole("link", { name: /^Joined\W+sort descending/ }).click();
  await expect.poll(() => rowNames(staff)).toEqual([...names].reverse());
  await staff.getByRole("link", { name: /^Joined\W+sort ascending/ }).click();
  await expect.poll(() => rowNames(staff)).toEqual(names);

  // Coins: the demo accounts hold 250, 40 and 0.
  await visit(staff, "/staff/people?q=%40portal.test&sort=-coins");
  await expect(staff.locator("th[aria-sort=descending]")).toContainText("Coins");
  await expect(staff.locator("main tbody tr").first()).toContainText("250 coins");
  await visit(staff, "/staff/people?q=%40portal.test&sort=coins");
  await expect(staff.locator("main tbody tr").last()).toContainText("250 coins");

  // Found by part of the e-mail (any case), and by the phone's digits however they are typed.
  const anil = people[1] as { email: string; digits: string };
  await visit(staff, `/staff/people?q=${encodeURIComponent(anil.email.toUpperCase())}`);
  await expect.poll(() => rowNames(staff)).toEqual([`Anil ${stamp}`]);
  await visit(
    staff,
    `/staff/people?q=${encodeURIComponent(`97 ${anil.digits.slice(0, 4)}-${anil.digits.slice(4)}`)}`,
  );
  await expect.poll(() => rowNames(staff)).toEqual([`Anil ${stamp}`]);
  await expect(staff.getByText("Showing 1–1 of 1 person.")).toBeVisible();
  // No match says what to do.
  await visit(staff, `/staff/people?q=nobody-${stamp}`);
  await expect(staff.getByRole("heading", { name: "Nobody matches" })).toBeVisible();
});

test("pages of people count right: 20 a page, previous and next keep the search", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  for (let i = 0; i < 22; i += 1)
    await register(request, `Paged ${stamp} ${String(i).padStart(2, "0")}`);
  const staff = await signedInPage(browser, "staff@portal.test");
  await visit(staff, `/staff/people?q=paged.${stamp}&sort=name`);
  await expect(staff.getByText("Showing 1–20 of 22 people.")).toBeVisible();
  await expect(staff.locator("main tbody tr")).toHaveCount(20);
  await staff.getByRole("link", { name: "Next page" }).click();
  await expect(staff.getByText("Showing 21–22 of 22 people.")).toBeVisible();
  await expect.poll(() => rowNames(staff)).toEqual([`Paged ${stamp} 20`, `Paged ${stamp} 21`]);
  expect(staff.url()).toContain("sort=name");
  await staff.getByRole("link", { name: "Previous page" }).click();
  await expect(staff.getByText("Showing 1–20 of 22 people.")).toBeVisible();
  // A page past the end (a kept link, a list that got shorter) is the first page, not an error.
  await visit(staff, `/staff/people?q=paged.${stamp}&sort=name&page=7`);
  await expect(staff.getByText("Showing 1–20 of 22 people.")).toBeVisible();
  expect(new URL(staff.url()).searchParams.get("page")).toBeNull();
  expect(staff.url()).toContain("sort=name");
});

test("orders are found by number and by buyer, and filtered by status and payment", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const buyer = await register(request, `Orla Buyer ${stamp}`);
  const token = await request.post("/service/auth/jwt/create/", {
    headers: clientAddress(),
    data: { username: buyer.email, password: "Lists2026" },
  });
  const { access } = (await token.json()) as { access: string };
  // The buyer needs the PMT module to order: staff grant it through the service API.
  const asStaff = {
    ...clientAddress(),
    authorization: `Bearer ${await staffAccessToken(String(test.info().project.use.baseURL))}`,
  };
  const found = await request.get(`/service/admin/people/?q=${encodeURIComponent(buyer.email)}`, {
    headers: asStaff,
  });
  const buyerId = ((await found.json()) as { results: { id: number }[] }).results[0]?.id;
  const granted = await request.post("/service/admin/people/modules/", {
    headers: asStaff,
    data: { ids: [buyerId], module: "pro_pmt" },
  });
  expect(granted.status()).toBe(200);
  const placed = await request.post("/service/api/orders/", {
    headers: { ...clientAddress(), authorization: `Bearer ${access}` },
    data: { service: 1 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  const staff = await signedInPage(browser, "staff@portal.test");
  await visit(staff, "/staff/orders");
  await staff.getByLabel("Order number, buyer's name or e-mail").fill(String(id));
  await staff.getByRole("button", { name: "Search" }).click();
  await expect(staff.locator("main tbody tr").filter({ hasText: `Order ${id}` })).toHaveCount(1);

  await visit(staff, `/staff/orders?q=${encodeURIComponent(`orla buyer ${stamp}`)}`);
  await expect.poll(() => rowNames(staff)).toEqual([`Order ${id}`]);
  await expect(staff.getByText("Showing 1–1 of 1 order.")).toBeVisible();
  await visit(
    staff,
    `/staff/orders?q=${encodeURIComponent(buyer.email)}&status=pending&paid_with=manual`,
  );
  await expect.poll(() => rowNames(staff)).toEqual([`Order ${id}`]);
  await visit(staff, `/staff/orders?q=${encodeURIComponent(buyer.email)}&paid_with=coins`);
  await expect(staff.getByRole("heading", { name: "No order matches" })).toBeVisible();
});

test("staff approves several registrations in one submit; each gets its audit line", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const names = [`Reg A ${stamp}`, `Reg B ${stamp}`, `Reg C ${stamp}`];
  const emails = [];
  for (const name of names) emails.push((await register(request, name)).email);
  const staff = await signedInPage(browser, "staff@portal.test");
  await visit(staff, `/staff/registrations?q=${stamp}`);
  await expect(staff.getByText("Showing 1–3 of 3 registrations.")).toBeVisible();
  // Nothing ticked: the form says so.
  await staff
    .getByRole("group", { name: "Modules to grant each of them" })
    .getByRole("checkbox", { name: "Career Guidance" })
    .check();
  await staff.getByRole("button", { name: "Approve the ticked registrations" }).click();
  await expect(
    staff.getByRole("alert").filter({ hasText: "Tick at least one person first." }),
  ).toBeVisible();
  // "Select all on this page" (with scripts), then one left out by hand.
  await staff.getByRole("checkbox", { name: "Select all on this page" }).check();
  await staff.getByRole("checkbox", { name: `Select ${names[2]}` }).uncheck();
  await staff
    .getByRole("group", { name: "Modules to grant each of them" })
    .getByRole("checkbox", { name: "Career Guidance" })
    .check();
  await staff.getByRole("button", { name: "Approve the ticked registrations" }).click();
  await expect(staff.locator(".Toastify").getByText("Approved 2 registrations.")).toBeVisible();
  await expect(staff.getByText("Showing 1–1 of 1 registration.")).toBeVisible();

  for (const email of emails.slice(0, 2)) {
    await visit(staff, `/staff/audit?subject=${encodeURIComponent(email)}`);
    await expect(staff.locator("main tbody tr")).toHaveCount(1);
    await expect(staff.locator("main tbody tr")).toContainText("Registration: access granted");
  }
});

test("staff grants a module to several people at once, each through its own change", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const names = [`Grant A ${stamp}`, `Grant B ${stamp}`];
  const emails = [];
  for (const name of names) emails.push((await register(request, name)).email);
  const staff = await signedInPage(browser, "staff@portal.test");
  await visit(staff, `/staff/people?q=${stamp}`);
  await staff.getByRole("checkbox", { name: "Select all on this page" }).check();
  await staff.getByLabel("Module to grant").selectOption({ label: "RepHub" });
  await staff.getByRole("button", { name: "Grant to the ticked people" }).click();
  await expect(staff.locator(".Toastify").getByText("Granted RepHub to 2 people.")).toBeVisible();
  await visit(staff, `/staff/people?q=${stamp}&module=rephub`);
  await expect.poll(async () => (await rowNames(staff)).sort()).toEqual(names);
  for (const email of emails) {
    await visit(staff, `/staff/audit?subject=${encodeURIComponent(email)}`);
    await expect(staff.locator("main tbody tr")).toHaveCount(1);
  }
  // Again: they have it already, so nothing changes and the page says who and why.
  await visit(staff, `/staff/people?q=${stamp}`);
  await staff.getByRole("checkbox", { name: `Select ${names[0]}` }).check();
  await staff.getByLabel("Module to grant").selectOption({ label: "RepHub" });
  await staff.getByRole("button", { name: "Grant to the ticked people" }).click();
  await expect(
    staff.getByRole("alert").filter({ hasText: `${names[0]}: Has RepHub already.` }),
  ).toBeVisible();
});

test("hostile list queries are answered 400 with words, never a 500", async ({ browser }) => {
  const staff = await signedInPage(browser, "staff@portal.test");
  for (const path of [
    "/staff/people?sort=constructor",
    "/staff/people?module=admin",
    "/staff/people?active=maybe",
    `/staff/people?q=${"x".repeat(101)}`,
    "/staff/orders?status=__proto__",
    "/staff/orders?paid_with=cash",
    "/staff/orders?sort=name&sort=-name",
    "/staff/registrations?sort=%27%3B--",
    "/staff/enquiries?answered=maybe",
  ]) {
    const answer = await staff.goto(path);
    expect(answer?.status(), path).toBe(400);
    await expect(
      staff.getByRole("alert").filter({ hasText: "cannot be shown that way" }),
    ).toBeVisible();
  }
});

// axe and sideways scrolling on every list, at 375, 390 and 1280 px: the console sweep in staff.spec.ts.
test("e-mail addresses in the people list are whole at 390 and 1280 px", async ({ browser }) => {
  const staff = await signedInPage(browser, "staff@portal.test");
  await staff.setViewportSize({ width: 390, height: 900 });
  await visit(staff, "/staff/people?q=%40portal.test");
  for (const width of [390, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    const { cells, cut } = await staff.evaluate(() => {
      const all = Array.from(document.querySelectorAll<HTMLElement>("td:has(.email-address)"));
      return {
        cells: all.length,
        cut: all
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return cell.scrollWidth > cell.clientWidth + 1 || box.right > window.innerWidth;
          })
          .map((cell) => cell.textContent),
      };
    });
    expect(cells, "the demo accounts are listed").toBeGreaterThan(0);
    expect(cut, `e-mail addresses cut at ${width} px`).toEqual([]);
  }
});

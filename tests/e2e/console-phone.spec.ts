import type { APIRequestContext, Page } from "@playwright/test";
import {
  clientAddress,
  enterStaffCode,
  expect,
  expectAccessible,
  sidewaysScroll,
  signIn,
  signInWithCard,
  test,
  visit,
} from "./fixtures";
import { staffAccessToken } from "./staff-tokens";

/**
 * The console on a phone and at a desk (decision 0059): staff land in it when they sign in; every
 * table's cells stay inside the screen at 390 px; an e-mail address breaks only after its @ or a
 * dot; the ledger says the time; a toast is on screen and covers none of the page. The journeys
 * make their own people, with long addresses, through the service API.
 */

async function asStaff(request: APIRequestContext, path: string, data: unknown) {
  const staffAccess = await staffAccessToken(String(test.info().project.use.baseURL));
  const answer = await request.post(`/service/${path}`, {
    headers: { ...clientAddress(), authorization: `Bearer ${staffAccess}` },
    data,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
}

interface Member {
  id: number;
  email: string;
  password: string;
  stamp: string;
}

let made = 0;
/** A registration with a long address: "priya.venkataraman.<stamp>@example.com". */
async function newMember(request: APIRequestContext, first: string): Promise<Member> {
  made += 1;
  const stamp = `${Date.now()}${made}`;
  const member = {
    name: `${first} Venkataraman`,
    email: `${first.toLowerCase()}.venkataraman.${stamp}@example.com`,
    password: "Phone2026",
  };
  const answer = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: { ...member, phonenumber: `+91 93${stamp.slice(-8)}`, access_for: "PMT, please" },
  });
  expect(answer.status()).toBe(201);
  return { ...member, stamp, id: ((await answer.json()) as { id: number }).id };
}

/** A member with a coin ledger, an order waiting for payment and an enquiry; and a registration. */
async function consoleWithData(request: APIRequestContext) {
  const buyer = await newMember(request, "Priya");
  await asStaff(request, `admin/people/${buyer.id}/modules/`, { module: "pro_pmt", granted: true });
  await asStaff(request, `admin/people/${buyer.id}/coins/`, {
    change: 75,
    reason: `Scholarship, asked by ${buyer.email}`,
  });
  const login = await request.post("/service/auth/jwt/create/", {
    headers: clientAddress(),
    data: { username: buyer.email, password: buyer.password },
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { ...clientAddress(), authorization: `Bearer ${access}` };
  const courses = (await (await request.get("/service/api/propmtservice/", { headers })).json()) as
    | { id: number }[]
    | { results: { id: number }[] };
  const course = (Array.isArray(courses) ? courses : courses.results)[0];
  const ordered = await request.post("/service/api/orders/", {
    headers,
    data: { service: course?.id, pay_with_coins: false },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const enquiry = await request.post("/service/api/enquiry/", {
    headers: clientAddress(),
    data: {
      name: "Priya Venkataraman",
      email: buyer.email,
      subject: `Fees ${buyer.stamp}`,
      message: `Please write to ${buyer.email} about the fees.`,
    },
  });
  expect(enquiry.status()).toBe(201);
  const registration = await newMember(request, "Lakshmi");
  const q = encodeURIComponent;
  return {
    buyer,
    pages: [
      "/staff",
      `/staff/registrations?q=${registration.stamp}`,
      `/staff/people?q=${buyer.stamp}`,
      `/staff/people/${buyer.id}`,
      `/staff/orders?q=${q(buyer.email)}`,
      `/staff/enquiries?q=${buyer.stamp}`,
      `/staff/audit?subject=${q(buyer.email)}`,
      "/staff/audit",
      "/staff/mail",
      "/staff/catalogue",
    ],
  };
}

/** Every cell of every table on the page whose right edge is past the window's (none is wanted). */
function cellsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>("table th, table td")) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const text = (cell.textContent ?? "").trim().slice(0, 40);
        past.push(`${cell.tagName} "${text}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return past;
  });
}

/** How many rows (of a table, or cards of a list) the page shows: the walk must meet its data. */
function rowsShown(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("main tbody tr, main li.staff-item")].filter(
        (row) => row.getBoundingClientRect().height > 0,
      ).length,
  );
}

/**
 * Every e-mail address on the page split across lines anywhere but after its @ or a dot (or a
 * hyphen): "pmt@port" and "al.test" is one. Measured letter by letter.
 */
function addressesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const blockOf = (node: Node): Element | null => {
      let element = node.parentElement;
      while (element) {
        const display = getComputedStyle(element).display;
        if (display !== "inline" && display !== "contents") return element;
        element = element.parentElement;
      }
      return null;
    };
    // The text of each block, across its inline elements (an address may hold <wbr>s); a <br>
    // ends a word.
    const blocks = new Map<Element, ({ node: Text; offset: number } | null)[]>();
    const texts = new Map<Element, string>();
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const br = node.nodeName === "BR";
      if (node.nodeType !== Node.TEXT_NODE && !br) continue;
      const block = blockOf(node);
      if (!block || node.parentElement?.closest("script, style, noscript, template")) continue;
      const map = blocks.get(block) ?? [];
      const text = br ? "\n" : (node as Text).data;
      if (br) map.push(null);
      else
        for (let offset = 0; offset < text.length; offset += 1)
          map.push({ node: node as Text, offset });
      blocks.set(block, map);
      texts.set(block, (texts.get(block) ?? "") + text);
    }
    const broken: string[] = [];
    for (const [block, map] of blocks) {
      const text = texts.get(block) ?? "";
      for (const match of text.matchAll(ADDRESS)) {
        let lastTop: number | null = null;
        for (let index = match.index; index < match.index + match[0].length; index += 1) {
          const at = map[index];
          if (!at) continue;
          const range = document.createRange();
          range.setStart(at.node, at.offset);
          range.setEnd(at.node, at.offset + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          if (lastTop !== null && box.top > lastTop + box.height / 2) {
            const after = text[index - 1] ?? "";
            if (!"@.-".includes(after)) {
              const cut = index - match.index;
              broken.push(`${match[0].slice(0, cut)} | ${match[0].slice(cut)}`);
            }
          }
          lastTop = box.top;
        }
      }
    }
    return broken;
  });
}

test("staff who sign in land in the console, or on the console page they were sent from", async ({
  warmPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The login panel on the home page: the return address is the home page, so the console.
  await visit(page, "/");
  const panel = page.locator(".login-panel");
  await panel.getByLabel("Username").fill("staff@portal.test");
  await panel.getByLabel("Password").fill("Demo12345");
  await panel.locator(".auth-form").getByRole("button", { name: "Login" }).click();
  // The console asks for the app's code first (decision 0060), then opens.
  await expect(page).toHaveURL(`/staff/second-factor?next=${encodeURIComponent("/staff")}`);
  await enterStaffCode(page);
  await expect(page).toHaveURL("/staff");
  await page.context().clearCookies();
  await visit(page, `/Signup?redirectTo=${encodeURIComponent("/staff/audit?action=coins")}`);
  await signInWithCard(page, "staff@portal.test");
  await expect(page).toHaveURL(
    `/staff/second-factor?next=${encodeURIComponent("/staff/audit?action=coins")}`,
  );
  await enterStaffCode(page);
  await expect(page).toHaveURL("/staff/audit?action=coins");
});

test("at 390 px every console table's cells are on screen, addresses break only after @ or a dot, and axe finds nothing", async ({
  warmPage: staff,
  request,
}) => {
  test.slow();
  const { pages } = await consoleWithData(request);
  await signIn(staff, "staff@portal.test");
  await staff.setViewportSize({ width: 390, height: 900 });
  for (const path of pages) {
    await visit(staff, path);
    // The overview's figures are a table in a disclosure.
    for (const closed of await staff.locator("main details:not([open]) > summary").all()) {
      await closed.click();
    }
    expect(await rowsShown(staff), `${path} shows its rows`).toBeGreaterThan(0);
    expect(await cellsPastTheEdge(staff), `${path} at 390 px`).toEqual([]);
    expect(await sidewaysScroll(staff), `${path} at 390 px`).toBeLessThanOrEqual(0);
    expect(await addressesBrokenMidWord(staff), `${path} at 390 px`).toEqual([]);
    await test.step(`axe on ${path} at 390 px`, () => expectAccessible(staff));
    await staff.setViewportSize({ width: 1280, height: 900 });
    expect(await cellsPastTheEdge(staff), `${path} at 1280 px`).toEqual([]);
    expect(await addressesBrokenMidWord(staff), `${path} at 1280 px`).toEqual([]);
    await staff.setViewportSize({ width: 390, height: 900 });
  }
});

test("a member's own pages never break their address mid-word either", async ({
  warmPage: page,
  request,
}) => {
  const member = await newMember(request, "Meenakshi");
  await signIn(page, member.email, member.password);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/my-profile", "/my-orders", "/my-courses"]) {
      await visit(page, path);
      expect(await addressesBrokenMidWord(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  // The check itself sees an address split inside a word.
  await visit(page, "/my-profile");
  await page
    .locator(".email-address")
    .first()
    .evaluate((element) => {
      for (const wbr of element.querySelectorAll("wbr")) wbr.remove();
      (element as HTMLElement).style.overflowWrap = "anywhere";
      (element.parentElement as HTMLElement).style.width = "9ch";
    });
  expect(await addressesBrokenMidWord(page)).not.toEqual([]);
});

test("the coin ledger gives each change's date and time", async ({ warmPage: staff, request }) => {
  const member = await newMember(request, "Kavitha");
  await asStaff(request, `admin/people/${member.id}/coins/`, { change: 20, reason: "A prize" });
  await signIn(staff, "staff@portal.test");
  await visit(staff, `/staff/people/${member.id}`);
  const line = staff
    .getByRole("table", { name: /Coin ledger/ })
    .locator("tbody tr")
    .first();
  await expect(line).toContainText("A prize");
  // "27 Nov 2026, 11:45 am", in India's time like the audit log.
  await expect(line.locator("time")).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/i);
});

/** The toast's box, and every piece of the page under it (none is wanted). */
function toastAndWhatItCovers(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector(".Toastify__toast");
    if (!toast) return null;
    const box = toast.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (toast.contains(element) || element.contains(toast)) continue;
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      const control = element.matches("a, button, input, select, textarea, img, svg, label");
      if (!own && !control) continue;
      const other = element.getBoundingClientRect();
      if (other.width === 0 || other.height === 0) continue;
      const overlapX = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      const overlapY = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      if (overlapX > 1 && overlapY > 1) {
        covered.push(`${element.tagName} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
      }
    }
    return {
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      window: { width: document.documentElement.clientWidth, height: window.innerHeight },
      covered,
    };
  });
}

test("a toast in the console is on screen, covers none of the page, and passes axe", async ({
  warmPage: staff,
  request,
}) => {
  test.slow();
  const member = await newMember(request, "Anjali");
  await signIn(staff, "staff@portal.test");
  for (const [width, change] of [
    [390, 5],
    [1280, 7],
  ] as const) {
    await staff.setViewportSize({ width, height: 800 });
    await visit(staff, `/staff/people/${member.id}`);
    const coins = staff.getByRole("region", { name: "Coins" });
    await coins.getByLabel(/^Change/).fill(String(change));
    await coins.getByLabel(/^Reason/).fill(`A toast at ${width} px`);
    await coins.getByRole("button", { name: "Change coins" }).click();
    const toast = staff.locator(".Toastify__toast").filter({ hasText: `Added ${change} coins` });
    await expect(toast).toBeVisible();
    // Where it settles, once any entrance has finished.
    let seen = await toastAndWhatItCovers(staff);
    await expect
      .poll(async () => {
        const now = await toastAndWhatItCovers(staff);
        const same = JSON.stringify(now?.box) === JSON.stringify(seen?.box);
        seen = now;
        return same;
      })
      .toBe(true);
    if (!seen) throw new Error("The toast went before it was measured");
    const { box, window, covered } = seen;
    expect(box.left, `at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.top, `at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `at ${width} px`).toBeLessThanOrEqual(window.width);
    expect(box.bottom, `at ${width} px`).toBeLessThanOrEqual(window.height);
    expect(covered, `at ${width} px`).toEqual([]);
    await test.step(`axe with the toast at ${width} px`, () => expectAccessible(staff));
  }
});

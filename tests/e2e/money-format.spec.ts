import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, expect, signIn, test, visit } from "./fixtures";
import { runOperatorCli } from "./operator-cli";

/**
 * One way to write money on every page (app/lib/format.ts): rupees as "₹"
 * and Indian-grouped digits, paise only when there are some (₹4,999,
 * ₹1,25,000.50), never "Rs" or "INR"; coin counts grouped the same way
 * (12,500 coins). A member of this file's own, with 12,500 coins, a course
 * bought with coins and one ordered by arrangement, and staff read every page
 * of both areas that shows money or coins; their text is searched for any
 * other way of writing them.
 */

/** An amount in the one format: ₹ then 1–3 digits, or Indian groups (1,25,000); paise other than .00. */
const ONE_RUPEE_FORMAT = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(?!00)\d\d)?$/;
/** A count in the one format: 1–3 digits, or Indian groups. */
const ONE_COUNT_FORMAT = /^(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/;

/**
 * Every way of writing money or coins in `text` that is not the one format,
 * each with a little of what surrounds it. `counts` are texts that are a
 * coin count alone (a balance, a table's coin cell): signs aside, digits only.
 */
function moneyProblems(text: string, counts: readonly string[] = []): string[] {
  const problems: string[] = [];
  const around = (index: number, length: number) =>
    JSON.stringify(text.slice(Math.max(0, index - 20), index + length + 20));
  // Every rupee amount as written: the sign, any space, digits with their commas and point.
  for (const match of text.matchAll(/₹\s*[\d,]*(?:\.\d*)?/g)) {
    if (!ONE_RUPEE_FORMAT.test(match[0])) {
      problems.push(`rupees written "${match[0]}": ${around(match.index, match[0].length)}`);
    }
  }
  for (const match of text.matchAll(/\bRs\.?(?=\s*\d)|\bINR\b|\brupees?\s+\d|\d\s*\/-/gi)) {
    problems.push(`rupees written "${match[0]}": ${around(match.index, match[0].length)}`);
  }
  // Coins counted in words ("12500 coins"): the number before the word.
  for (const match of text.matchAll(/(\d[\d,.]*)[ \u00a0]+coins?\b/g)) {
    if (!ONE_COUNT_FORMAT.test(match[1] ?? "")) {
      problems.push(`coins written "${match[0]}": ${around(match.index, match[0].length)}`);
    }
  }
  for (const count of counts) {
    const digits = count
      .trim()
      .replace(/^[+\-−]/, "")
      .replace(/[ \u00a0]+coins?$/, "");
    if (/\d/.test(digits) && !ONE_COUNT_FORMAT.test(digits)) {
      problems.push(`coin count written "${count.trim()}"`);
    }
  }
  return problems;
}

test("the check itself: it flags every old way, and passes the one format", () => {
  for (const bad of [
    "Price ₹4999",
    "Price ₹4,999.00",
    "Pay ₹ 4,999 by arrangement",
    "₹125,000",
    "₹4999.50",
    "Rs. 4,999",
    "Rs 499",
    "INR 4,999",
    "Balance: 12500 coins",
    "12,500.00 coins",
  ]) {
    expect(moneyProblems(bad), bad).not.toEqual([]);
  }
  expect(moneyProblems("", ["12500"])).not.toEqual([]);
  expect(moneyProblems("", ["+12500"])).not.toEqual([]);
  for (const good of [
    "Price ₹4,999; coins: 150 coins, 1 coin",
    "₹1,25,000.50 and ₹999 and ₹0.50",
    "Balance: 12,350 coins (the ledger below sums to it).",
    "Order #12 on 27 November 2026, phone +91 98200 41377",
    "Member since\n27 November 2026\nCoin balance\n12,380",
  ]) {
    expect(moneyProblems(good), good).toEqual([]);
  }
  expect(moneyProblems("", ["12,500", "+12,500", "-150", "0", "30 coins", "Not stated"])).toEqual(
    [],
  );
  expect(moneyProblems("", ["1250 coins"])).not.toEqual([]);
});

/**
 * What a page says: the text a reader sees, and the coin counts that stand
 * alone (the account menu's balance, a "Coin balance" entry, the cells of a
 * table's coin columns).
 */
async function pageMoney(page: Page): Promise<{ text: string; counts: string[] }> {
  return page.evaluate(() => {
    const counts: string[] = [];
    const balance = document.querySelector('[data-testid="coin-balance"]');
    if (balance) counts.push(balance.textContent ?? "");
    for (const term of document.querySelectorAll("main dt")) {
      const value = term.nextElementSibling;
      if (/coin/i.test(term.textContent ?? "") && value?.tagName === "DD") {
        counts.push(value.textContent ?? "");
      }
    }
    for (const table of document.querySelectorAll("main table")) {
      const aboutCoins = /coin/i.test(table.querySelector("caption")?.textContent ?? "");
      const headers = [...table.querySelectorAll("thead th")].map((cell) => cell.textContent ?? "");
      headers.forEach((header, column) => {
        if (!/coin/i.test(header) && !(aboutCoins && /change|balance/i.test(header))) return;
        for (const row of table.querySelectorAll("tbody tr")) {
          const cell = row.children[column];
          if (cell) counts.push(cell.textContent ?? "");
        }
      });
    }
    return { text: document.body.innerText, counts };
  });
}

const stamp = Date.now();
const member = {
  name: "Meera Iyer",
  email: `money.${stamp}@example.com`,
  password: "Rupees2026",
};
const GRANT = 12_500;

/** Enrols in `course` the way `how` names; the course page's address (path and query). */
async function enrol(page: Page, course: string, how: RegExp): Promise<string> {
  await visit(page, "/pmt-aspirants");
  await page.getByRole("link", { name: course }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course);
  const address = new URL(page.url());
  await page.getByRole("radio", { name: how }).check();
  await page.getByRole("button", { name: "Enrol" }).click();
  return `${address.pathname}${address.search}`;
}

/** Each path's money written otherwise than the one format. */
async function readPages(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const pathname = new URL(page.url()).pathname;
    expect(pathname, `${path} did not open`).toBe(path.split("?")[0]);
    await expect(page.locator("main h1")).toBeVisible();
    const { text, counts } = await pageMoney(page);
    for (const problem of moneyProblems(text, counts)) found.push(`${path}: ${problem}`);
  }
  return found;
}

test.describe
  .serial("money and coins on every page", () => {
    let personPath = "";

    test("the member's pages and the account menu", async ({ warmPage: page, request }) => {
      // A registration, two operator commands, two orders and seven pages on a shared machine.
      test.slow();
      const registered = await request.post("/service/app/register/", {
        headers: clientAddress(),
        data: {
          name: member.name,
          email: member.email,
          phonenumber: `+91 97${String(stamp).slice(-8)}`,
          password: member.password,
        },
      });
      expect(registered.status()).toBe(201);
      personPath = `/staff/people/${((await registered.json()) as { id: number }).id}`;
      for (const args of [
        ["grant", member.email, "pro_pmt"],
        ["coins", member.email, `+${GRANT}`, "Money format check"],
      ]) {
        const run = await runOperatorCli(E2E_DATA_DIR, "service/ops/cli.ts", ...args);
        expect(run.stderr).toBe("");
        expect(run.status).toBe(0);
      }
      await signIn(page, member.email, member.password);
      // One course with coins (it opens at once), one by arrangement (pending, in rupees).
      await enrol(page, "Crash Course: Last 45 Days", /Pay with coins/);
      await page.getByRole("button", { name: /^Yes, pay/ }).click();
      await expect(page).toHaveURL(/\/my-courses\/\d+$/);
      const coursePage = await enrol(page, "Mechanics for Medical Aspirants", /by arrangement/);
      await expect(page.locator("main").getByRole("status").first()).toHaveText(
        /^Order #\d+ for Mechanics/,
      );

      const found = await readPages(page, [
        "/pmt-aspirants",
        coursePage,
        "/my-orders",
        "/my-profile",
        "/my-courses",
      ]);
      expect(found, "money or coins written another way").toEqual([]);
      // The pages did show money and coins: the check had something to read.
      await visit(page, "/my-orders");
      await expect(page.locator("main")).toContainText("₹3,299");
      await expect(page.locator("main")).toContainText("120 coins");
      await expect(page.getByTestId("coin-balance")).toHaveText("12,380");
    });

    test("the staff console's orders, people, person and catalogue", async ({ warmPage: page }) => {
      test.slow();
      expect(personPath, "the member's test registered the member").not.toBe("");
      await signIn(page, "staff@portal.test");
      const paths = ["/staff/orders", "/staff/people", personPath, "/staff/catalogue"];
      const found = await readPages(page, paths);
      expect(found, "money or coins written another way").toEqual([]);
      // The pages did show money and coins: the check had something to read.
      await visit(page, personPath);
      await expect(page.locator("main")).toContainText("₹3,299");
    });
  });

import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  type Cookie,
  expect,
  type Page,
} from "@playwright/test";
import { authenticatorKeyOf, rememberAuthenticatorKey, staffCode } from "./staff-codes";

export { expect };

interface ConsoleGuard {
  /** Lets console errors matching `pattern` through, for tests that provoke them on purpose. */
  allow(pattern: RegExp): void;
  /** Guards a page from outside the test's own context too (the worker's warm page). */
  watch(page: Page): void;
}

interface TestFixtures {
  consoleGuard: ConsoleGuard;
  /**
   * A page kept warm between the worker's journeys, and set back before each as a new context
   * starts: no cookies, no extra headers, no routes; the window, motion and scripts the
   * journey's options ask for (`test.use`: `viewport`, `reducedMotion`, `javaScriptEnabled`;
   * a page with scripts and one without, each started once per worker). A journey's first page
   * in a new context costs about three times a page loaded again in a tab that is already
   * running (decision 0054). For every journey that visits, clicks, fills forms and signs in
   * (over HTTP with `signIn`, or through the card): cookies are the site's only state in the
   * browser. The rest take `page`, a context of their own: a clock, a fresh HTTP cache (a
   * request that must not come from it), or a second person at once. Listeners a journey adds
   * to it are removed after the journey.
   */
  warmPage: Page;
}

interface WorkerFixtures {
  /** The worker's warm page with scripts on or off, each opened when first asked for. */
  workerPages: (javaScript: boolean) => Promise<Page>;
}

/**
 * Every journey fails on an uncaught page error or a console error, unless
 * the test says which error it expects.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  consoleGuard: [
    // On the context, not the page: a journey that never opens `page` does not start one.
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const detach: (() => void)[] = [];
      const watch = (page: Page) => {
        const onError = (error: Error) => {
          if (!allowed.some((pattern) => pattern.test(error.message))) {
            problems.push(`uncaught: ${error.message}`);
          }
        };
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const text = message.text();
          const source = message.location().url;
          // The status of the page itself (a 404 page, say) is each test's own assertion.
          if (text.startsWith("Failed to load resource") && source === page.url()) return;
          if (!allowed.some((pattern) => pattern.test(text))) {
            problems.push(`console.error: ${text} (${source})`);
          }
        };
        page.on("pageerror", onError);
        page.on("console", onConsole);
        detach.push(() => {
          page.off("pageerror", onError);
          page.off("console", onConsole);
        });
      };
      context.on("page", watch);
      await use({ allow: (pattern) => allowed.push(pattern), watch });
      for (const off of detach) off();
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  workerPages: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const pages = new Map<boolean, Promise<Page>>();
      await use((javaScript) => {
        let page = pages.get(javaScript);
        if (!page) {
          page = browser
            .newContext({ baseURL, javaScriptEnabled: javaScript })
            .then((context) => context.newPage());
          pages.set(javaScript, page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  warmPage: async (
    { workerPages, consoleGuard, javaScriptEnabled, viewport, reducedMotion },
    use,
  ) => {
    const page = await workerPages(javaScriptEnabled !== false);
    const context = page.context();
    await context.clearCookies();
    await context.setExtraHTTPHeaders({});
    await page.unrouteAll();
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await page.emulateMedia({
      media: null,
      colorScheme: null,
      reducedMotion: reducedMotion ?? null,
    });
    consoleGuard.watch(page);
    await use(page);
    for (const event of JOURNEY_EVENTS) page.removeAllListeners(event);
  },
});

/** What journeys listen to on a page (the console guard among them). */
const JOURNEY_EVENTS = [
  "console",
  "pageerror",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "dialog",
  "framenavigated",
] as const;

/** Playwright's default window, for a journey that names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** axe-core against WCAG 2.2 A and AA: no serious or critical violation. */
/** Waits until React has hydrated the page and run its start-up effects. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens `path` and waits for hydration, for journeys that use the page's scripts. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

export async function expectAccessible(page: Page): Promise<void> {
  await hydrated(page);
  // Check the page as a reader sees it: content waiting below the fold to fade in is shown.
  await page.evaluate(async () => {
    const pending = document.querySelectorAll('[data-reveal="pending"]');
    for (const element of pending) element.setAttribute("data-reveal", "shown");
    if (pending.length === 0) return;
    // The fade takes 1 s, and none when the reader asks for less motion (the suite's default).
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await new Promise((resolve) => setTimeout(resolve, still ? 50 : 1100));
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious).toEqual([]);
}

/**
 * axe at each width in turn, on the page as loaded: the layout follows the
 * width by CSS alone (no script reads it: tests/architecture/layout-by-css.test.ts),
 * so resizing the window shows what loading the page at that width shows,
 * without loading it again.
 */
export async function expectAccessibleAtWidths(
  page: Page,
  widths: readonly number[],
  height = 900,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await test.step(`axe at ${width} px`, () => expectAccessible(page));
  }
}

/** How far the page scrolls sideways (0 or less: it fits the window's width). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Scrolls the window to `y` and waits until the page has seen the scroll. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await hydrated(page);
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  // The shell reads scroll positions once per animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * A made-up client address for a request made straight over HTTP (the host
 * trusts X-Forwarded-For from loopback, as behind a proxy): the service's
 * per-address limits (5 registrations an hour) count people, and the journeys
 * running side by side are many people, not one.
 */
export function clientAddress(): Record<string, string> {
  const part = () => randomInt(1, 255);
  return { "x-forwarded-for": `10.${part()}.${part()}.${part()}` };
}

/** Fills and sends the sign-in card on the current page (the panel or /Signup). */
export async function signInWithCard(
  page: Page,
  username: string,
  password = "Demo12345",
): Promise<void> {
  const card = page.locator(".auth-card");
  await card.getByLabel("Username").fill(username);
  await card.getByLabel("Password").fill(password);
  await card.getByRole("button", { name: "Login" }).click();
}

/**
 * Signs the page's browser in as `username` by posting the sign-in form over
 * HTTP, as the form is sent without JavaScript, and keeps the session cookie in
 * the page's context. For journeys where signing in is the way in, not what
 * they check: the form itself is walked in session.spec.ts, feedback.spec.ts,
 * accessibility.spec.ts and the redirect back in account.spec.ts. It spares
 * two page loads (the form, then the page it returns to), the suite's main
 * cost (decision 0048).
 *
 * Staff then send the code page's form with a code of their app (decision 0060). A server takes
 * about one code per 30 s per account (staff-codes.ts), so a staff session is kept by the worker
 * and handed to its later journeys while younger than 8 minutes (harm asks for a fresh code after
 * 10) and still signed in. A journey that ends its session asks for a `fresh` one, never kept.
 */
export async function signIn(
  page: Page,
  username: string,
  password = "Demo12345",
  options: SignInOptions = {},
): Promise<void> {
  await signInContext(page.context(), username, password, options);
}

/** The same for a browser context without a page (its `request` shares the cookies): the crawl. */
export async function signInContext(
  context: BrowserContext,
  username: string,
  password = "Demo12345",
  options: SignInOptions = {},
): Promise<void> {
  const baseURL = String(test.info().project.use.baseURL);
  const keptAs = `${baseURL}|${username}`;
  if (!options.fresh) {
    const kept = keptStaffSessions.get(keptAs);
    if (kept && Date.now() - kept.at < STAFF_SESSION_KEPT_MS) {
      await context.addCookies([kept.cookie]);
      const session = await context.request.get("/session", { headers: clientAddress() });
      if (session.status() === 200) return;
    }
    keptStaffSessions.delete(keptAs);
  }
  const at = Date.now();
  const staff = await signInOver(context.request, baseURL, username, password, options);
  if (!staff || options.fresh) return;
  const cookie = (await context.cookies(baseURL)).find((one) => one.name === SESSION_COOKIE);
  if (cookie) keptStaffSessions.set(keptAs, { cookie, at });
}

export interface SignInOptions {
  /** A session of its own, never kept for another journey nor taken from one: it will be ended. */
  fresh?: boolean;
  /** The key of a staff account's app, if not the demo staff member's nor set up by a journey. */
  authenticatorKey?: string;
}

/** The site's session cookie (app/request-context.ts). */
const SESSION_COOKIE = "portal_session";
const STAFF_SESSION_KEPT_MS = 8 * 60_000;
/** Per worker (this module's state): the signed-in staff sessions, by base URL and username. */
const keptStaffSessions = new Map<string, { cookie: Cookie; at: number }>();

/**
 * The sign-in form over HTTP on `request` (a page's, or a context of its own), then for staff the
 * code page's form: true when `username` is staff. Members land on the home page, staff in the
 * console.
 */
async function signInOver(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password = "Demo12345",
  { authenticatorKey }: SignInOptions = {},
): Promise<boolean> {
  const origin = new URL(baseURL).origin;
  const answer = await request.post("/Signup?mode=login", {
    form: { intent: "login", username, password, redirectTo: "/" },
    headers: { ...clientAddress(), origin },
    maxRedirects: 0,
  });
  expect(answer.status(), `${username} signs in`).toBe(302);
  const landing = answer.headers().location;
  expect(landing, `${username} signs in`).toMatch(/^\/(staff)?$/);
  if (landing !== "/staff") return false;
  let key = authenticatorKey ?? (await authenticatorKeyOf(baseURL, username));
  let intent = "verify";
  if (!key) {
    // No app yet: the code page shows the key of the one being set up.
    const setup = await request.get(`${SECOND_FACTOR_PAGE}?next=%2Fstaff`, {
      headers: clientAddress(),
    });
    const shown = /class="second-factor__key">([^<]+)</.exec(await setup.text())?.[1];
    if (!shown) throw new Error(`The code page offered ${username} no app to set up`);
    key = shown.replace(/\s+/g, "");
    await rememberAuthenticatorKey(baseURL, username, key);
    intent = "confirm";
  }
  const coded = await request.post(SECOND_FACTOR_PAGE, {
    form: { intent, code: await staffCode(baseURL, key), next: "/staff" },
    headers: { ...clientAddress(), origin },
    maxRedirects: 0,
  });
  // A code opens the console; confirming an app shows its recovery codes first.
  expect(coded.status(), `${username}'s code`).toBe(intent === "verify" ? 302 : 200);
  if (intent === "verify") expect(coded.headers().location, `${username}'s code`).toBe("/staff");
  return true;
}

const SECOND_FACTOR_PAGE = "/staff/second-factor";

/**
 * On the code page after a staff password (the card, the panel): types a code of the account's
 * app and sends it, as a person with the app does.
 */
export async function enterStaffCode(page: Page, username = "staff@portal.test"): Promise<void> {
  const baseURL = String(test.info().project.use.baseURL);
  const key = await authenticatorKeyOf(baseURL, username);
  if (!key) throw new Error(`No journey set up the authenticator app of ${username}`);
  await expect(page).toHaveURL(/\/staff\/second-factor\?next=/);
  await page
    .getByLabel("Code from your authenticator app, or a recovery code")
    .fill(await staffCode(baseURL, key));
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A browser of its own (a new context), signed in as `username`, on a blank page. */
export async function signedInPage(
  browser: Browser,
  username: string,
  {
    password = "Demo12345",
    javaScript = true,
    ...options
  }: { password?: string; javaScript?: boolean } & SignInOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: javaScript })).newPage();
  await signIn(page, username, password, options);
  return page;
}

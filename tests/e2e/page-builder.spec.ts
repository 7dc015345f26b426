import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import fc from "fast-check";
import { sendRaw } from "../raw-socket.ts";
import { addDocuments, datasetCopy, publishWebhook } from "./content-publish";
import { expect, expectAccessibleAtWidths, test, visit } from "./fixtures";
import {
  freePort,
  fromPreparedDatabase,
  type OwnServer,
  startOwnServer,
  untilAnswering,
} from "./own-server";
import { startPreview } from "./preview";

/**
 * Issue #28: pages editors compose from blocks. The landing page of the
 * embedded dataset (/neet-2027) and the home page share a section; a draft of
 * the landing page reorders it; a dataset of the test's own (CONTENT_DATASET)
 * adds a page with blocks the site cannot draw and redirects, published
 * without a restart.
 */

const LANDING = "/neet-2027";
/** The landing page's section headings in the dataset's order (the hero's is its h1). */
const LANDING_ORDER = [
  "NEET 2027: sixteen weeks to turn the syllabus into marks",
  "What the sixteen weeks hold",
  "The last batch in numbers",
  "From the 2025 batch",
  "Questions families ask",
  "Ask for a seat",
  "Not sure where to start?",
];

const headingsOf = (page: import("@playwright/test").Page) =>
  page
    .locator("main :is(h1, h2)")
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ""));

test("the landing page draws its blocks in order, axe-clean at 390 and 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const answer = await page.goto(LANDING);
  expect(answer?.status()).toBe(200);
  expect(await headingsOf(page)).toEqual(LANDING_ORDER);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANDING_ORDER[0] as string);
  // Its questions as FAQPage structured data, its title from the "Search and sharing" tab.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"@type":"FAQPage"');
  await expect(page).toHaveTitle(/NEET 2027 crash course in Pune and online/);
  // The questions open from the keyboard.
  const question = page.getByText("Is the course online or in Pune?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Classes are live in our Kothrud centre/)).toBeVisible();
  await expectAccessibleAtWidths(page, [390, 1280]);
});

test("the landing page's enquiry form sends from the page itself", async ({ page }) => {
  await visit(page, LANDING);
  const form = page.locator("form#enquiry");
  await form.getByLabel("Your name").fill("Asha Kulkarni");
  await form.getByLabel("E-mail address").fill(`asha.${Date.now()}@example.com`);
  await form
    .getByLabel("Your message")
    .fill("My son is in class 12 (CBSE); his last mock was 480.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText(/Thank you, Asha Kulkarni/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(LANDING);
});

test("the shared section shows on the home page and the landing page, edited in one place", async ({
  page,
}) => {
  for (const path of ["/", "/home-two", LANDING]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not sure where to start?" })).toBeVisible();
  }
  // In preview, both mark it as the shared section's block, not the page's.
  await startPreview(page);
  for (const path of ["/", LANDING]) {
    await page.goto(path);
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Not sure where to start?" }),
    });
    await expect(section).toHaveAttribute(
      "data-sanity",
      /id=section-closing-call;type=section;path=blocks/,
    );
  }
});

test("a draft that reorders the landing page shows in preview and not in public", async ({
  page,
  browser,
}) => {
  await startPreview(page);
  await page.goto(LANDING);
  const draftOrder = [...LANDING_ORDER];
  draftOrder.splice(1, 0, ...draftOrder.splice(4, 1));
  expect(await headingsOf(page)).toEqual(draftOrder);
  // Each block marked for click-to-edit with its place in the page builder.
  await expect(page.locator('[data-sanity*="type=page;path=pageBuilder[_key=="]')).toHaveCount(6);
  const visitor = await browser.newPage();
  await visitor.goto(LANDING);
  expect(await headingsOf(visitor)).toEqual(LANDING_ORDER);
  await visitor.close();
});

test("the sitemap lists the pages, and the search finds them by their words", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${LANDING}</loc>`);
  const found = await (await request.get("/search?q=sixteen")).text();
  expect(found).toContain(`href="${LANDING}"`);
});

test("an unknown page and a slug the site owns are the 404, never a page; case does not matter", async ({
  request,
}) => {
  expect((await request.get("/no-such-landing")).status()).toBe(404);
  // A page's address in another case lands on its own.
  const upper = await request.get("/Neet-2027", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe("/neet-2027");
  // The spec's routes win: /signup goes to /Signup, /logout is the session's own.
  const signup = await request.get("/signup", { maxRedirects: 0 });
  expect(signup.headers().location).toBe("/Signup");
});

test.describe("a dataset of the team's own (CONTENT_DATASET)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const folder = `.data/e2e-dataset-${process.pid}`;
  const dataDir = `.data/e2e-dataset-site-${process.pid}`;
  const webhookSecret = randomBytes(24).toString("hex");
  let server: OwnServer;

  const openDay = {
    _id: "page-open-day",
    _type: "page",
    title: "Open day",
    slug: { _type: "slug", current: "open-day" },
    pageBuilder: [
      {
        _key: "a",
        _type: "callToAction",
        heading: "Come to the open day",
        link: { _type: "link", label: "Write to us", href: "/contact" },
      },
      // A block from a newer studio, and one whose data is not what its type promises.
      { _key: "b", _type: "carousel3d", heading: "Spin" },
      { _key: "c", _type: "hero", heading: { en: "not text" }, links: "none" },
      {
        _key: "d",
        _type: "richText",
        body: [
          {
            _key: "p",
            _type: "block",
            style: "normal",
            markDefs: [],
            children: [{ _key: "s", _type: "span", marks: [], text: "Saturday 10 to 4, Kothrud." }],
          },
        ],
      },
    ],
  };
  const redirect = (id: string, source: string, destination: string) => ({
    _id: id,
    _type: "redirect",
    source,
    destination,
    permanent: true,
    enabled: true,
  });

  test.beforeAll(async () => {
    datasetCopy(folder, [openDay, redirect("redirect-open-days", "/open-days", "/open-day")]);
    fromPreparedDatabase(dataDir);
    server = startOwnServer(await freePort(), dataDir, {
      CONTENT_DATASET: folder,
      SANITY_WEBHOOK_SECRET: webhookSecret,
    });
    await untilAnswering(server, "/readyz");
  });

  test.afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("serves its extra page (200, the blocks it cannot draw left out) and its redirect", async ({
    page,
  }) => {
    const answer = await page.goto(`${server.base}/open-day`);
    expect(answer?.status()).toBe(200);
    expect(await headingsOf(page)).toEqual(["Open day", "Come to the open day"]);
    await expect(page.getByText("Saturday 10 to 4, Kothrud.")).toBeVisible();
    await expect(page.getByText("Spin")).toHaveCount(0);
    const moved = await fetch(`${server.base}/open-days?from=flyer`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/open-day?from=flyer");
    // It shows no form, so it takes no post.
    const posted = await fetch(`${server.base}/open-day`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(posted.status).toBe(405);
    // content/'s own pages are there too.
    expect((await fetch(`${server.base}/neet-2027`)).status).toBe(200);
  });

  test("a redirect published later is live after the webhook, without a restart", async () => {
    const before = await fetch(`${server.base}/saturday`, { redirect: "manual" });
    expect(before.status).toBe(404);
    addDocuments(folder, [redirect("redirect-saturday", "/saturday", "/open-day")]);
    const published = await publishWebhook(server.base, webhookSecret, {
      _id: "redirect-saturday",
      _type: "redirect",
    });
    expect(published.status).toBeLessThan(300);
    const after = await fetch(`${server.base}/saturday`, { redirect: "manual" });
    expect(after.status).toBe(301);
    expect(after.headers.get("location")).toBe("/open-day");
  });

  test("hostile redirects and requests never give an open redirect, a header injection or a 5xx (generated)", async () => {
    // Editors' (or an import's) worst: every one the rules refuse is ignored, the rest stay on this site or go to https.
    const hostile = fc.oneof(
      fc.constantFrom(
        "//evil.example/x",
        "/\\evil.example",
        "/%2F%2Fevil.example",
        "/..//evil.example",
        "https:evil.example",
        "http://evil.example",
        "javascript:alert(1)",
        "/a\r\nSet-Cookie: x=1",
        "/a%0d%0aSet-Cookie:%20x=1",
        `/${"a".repeat(2000)}`,
        "/./.././x",
        "/%2e%2e/x",
        "\t/x",
      ),
      fc.string({ maxLength: 40 }).map((text) => `/${text}`),
    );
    const sources = fc.sample(hostile, 60);
    const destinations = fc.sample(hostile, 60);
    addDocuments(
      folder,
      sources.map((source, index) =>
        redirect(`redirect-hostile-${index}`, source, destinations[index] as string),
      ),
    );
    expect(
      (
        await publishWebhook(server.base, webhookSecret, {
          _id: "redirect-hostile-0",
          _type: "redirect",
        })
      ).status,
    ).toBeLessThan(300);
    const port = Number(new URL(server.base).port);
    let redirected = 0;
    for (const path of [...sources, ...fc.sample(hostile, 60)]) {
      const target = path.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
      const raw = await sendRaw(
        port,
        "127.0.0.1",
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        // The server closes after its answer (Connection: close); the wait is only a bound.
        10_000,
      );
      const status = Number(raw.slice(9, 12));
      expect(status, `${JSON.stringify(path)} answered ${raw.slice(0, 200)}`).toBeLessThan(500);
      expect(status).toBeGreaterThanOrEqual(200);
      const headers = raw.split("\r\n\r\n")[0] ?? "";
      expect(headers).not.toMatch(/^set-cookie: x=1/im);
      const location = /^location: (.*)$/im.exec(headers)?.[1];
      if (location) {
        redirected += 1;
        // A path of this site, never //host or /\host; elsewhere only as a whole https:// address.
        expect(location, path).toMatch(/^(\/(?![/\\])|https:\/\/)/);
      }
    }
    // Some of the generated redirects are sound ones, and were followed.
    expect(redirected).toBeGreaterThan(0);
    // The site still answers its pages.
    expect((await fetch(`${server.base}/open-day`)).status).toBe(200);
    expect(readFileSync(`${folder}/data.ndjson`, "utf8")).toContain("redirect-hostile-59");
  });
});

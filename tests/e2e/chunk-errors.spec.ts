import { expect, signInWithCard as signIn, test, visit } from "./fixtures";

const EXPECTED_ERRORS =
  /Error loading route module|Failed to fetch dynamically imported module|Failed to load resource|could not be loaded|ChunkLoadError|Unexpected Application Error/;

test("a route chunk that fails to load: a message naming it, and a reload that works", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(EXPECTED_ERRORS);
  await visit(page, "/"); // the application has started: links navigate in the page
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const blocked = /\/assets\/about-[\w-]+\.js$/;
  await page.route(blocked, (route) => route.abort("failed"));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Us" })
    .click();

  const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  // The message may come first from the link's prefetch (on hover), before the click's
  // navigation has reached /about: the reload below is of the page the person went to.
  await expect(page).toHaveURL(/\/about$/);
  await expect(alert).toBeVisible();
  await expect(alert.locator("code")).toHaveText(/^\/assets\/about-[\w-]+\.js$/);
  await expect(alert.getByRole("button", { name: "Reload page" })).toBeFocused();
  // The page did not reload on its own (React Router would, in a loop, if the file is gone).
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  await page.unroute(blocked);
  await alert.getByRole("button", { name: "Reload page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^About /);
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
});

test("the site's stylesheet is in the page: it cannot fail to arrive", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("style#site-css")).toHaveCount(1);
  expect(stylesheets).toEqual([]);
});

test("a stylesheet that fails to load later (the toasts') is named", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(EXPECTED_ERRORS);
  consoleGuard.allow(/status of 400/);
  await page.route(/\/assets\/ReactToastify-[\w-]+\.css$/, (route) => route.abort("failed"));
  await visit(page, "/Signup");
  await signIn(page, "visitor@portal.test", "Wrong12345");
  const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  await expect(alert.locator("code")).toHaveText(/^\/assets\/ReactToastify-[\w-]+\.css$/);
  // The message itself still reaches the person.
  await expect(page.locator(".Toastify").getByText("Invalid Credentials")).toBeVisible();
});

test("a chunk still loading after 120 s is named", async ({ page, consoleGuard }) => {
  consoleGuard.allow(EXPECTED_ERRORS);
  // The page's clock stands still until the test moves it: however long the page takes to
  // load on a busy machine, the guard's 120 s are counted from its own start.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  // The entry chunk never answers.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, () => {});
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("main").waitFor({ state: "attached" });
  const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  await page.clock.runFor(119_000);
  await expect(alert).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(alert.locator("code")).toHaveText(/^\/assets\/entry\.client-[\w-]+\.js$/);
});

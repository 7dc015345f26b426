import { isPublicEntry, ROUTE_TABLE } from "../../app/route-table";
import { exampleUrl } from "../pages/route-examples.ts";
import { expect, test } from "./fixtures";

test.describe("every route of the table answers", () => {
  for (const entry of ROUTE_TABLE) {
    const url = exampleUrl(entry.path);
    if (isPublicEntry(entry)) {
      test(`${url} shows "${entry.title}"`, async ({ warmPage: page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    } else {
      test(`${url} sends a signed-out visitor to /Signup and back`, async ({ warmPage: page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        const landed = new URL(page.url());
        expect(landed.pathname).toBe("/Signup");
        expect(landed.searchParams.get("redirectTo")).toBe(url);
        await expect(
          page.getByRole("status").filter({ hasText: "Please sign in to continue" }),
        ).toBeVisible();
      });
    }
  }
});

test("an unknown path gets the 404 page, inside the shell", async ({ warmPage: page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Aarogya Bharat Collective");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("a path in the wrong case is sent to the spec's spelling", async ({ request }) => {
  const response = await request.get("/signup?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/Signup?x=1");
  const pharma = await request.get("/pharmaedge-ABOUT", { maxRedirects: 0 });
  expect(pharma.headers().location).toBe("/PharmaEdge-about");
  // A trailing slash too: one address per page.
  for (const [given, canonical] of [
    ["/about/", "/about"],
    ["/my-orders/?x=1", "/my-orders?x=1"],
  ]) {
    const slashed = await request.get(given as string, { maxRedirects: 0 });
    expect(slashed.status(), given).toBe(301);
    expect(slashed.headers().location).toBe(canonical);
  }
});

test("malformed and oversized addresses get a 400, never a 500", async ({ request }) => {
  for (const path of ["/%E0%A4%A", "/blog-details/%zz", "/%"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain("not valid");
  }
  const long = await request.get(`/${"a".repeat(5000)}`);
  expect(long.status()).toBe(400);
  const longButFine = await request.get(`/${"b".repeat(1500)}`);
  expect(longButFine.status()).toBe(404);
});

test("a missing asset is a plain 404, not a page", async ({ request }) => {
  const response = await request.get("/assets/gone-123.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("text/plain");
});

test("the bundled service API answers on the site's port, under /service/", async ({ request }) => {
  const slides = await request.get("/service/api/homesliders/");
  expect(slides.status()).toBe(200);
  expect(slides.headers()["content-type"]).toContain("application/json");
  expect(Array.isArray(await slides.json())).toBe(true);

  const me = await request.get("/service/app/me/");
  expect(me.status()).toBe(401);
  expect(await me.json()).toEqual({ detail: "Authentication credentials were not provided." });

  const login = await request.post("/service/auth/jwt/create/", {
    data: { username: "demo@portal.test", password: "Demo12345" },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const mine = await request.get("/service/app/me/", {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(await mine.json()).toMatchObject({ email: "demo@portal.test", abc_coins: 250 });
});

test("/service stays the Services page, beside the API under /service/", async ({
  warmPage: page,
  request,
}) => {
  const response = await page.goto("/service");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
  const api = await request.get("/service/api/pmtsliders/");
  expect(api.headers()["content-type"]).toContain("application/json");
});

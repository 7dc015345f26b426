import path from "node:path";
import { expect, test } from "./fixtures";
import { startPreview } from "./preview";

/**
 * The site inside the studio (decision 0049): the test plays the studio's side of the
 * Presentation tool around the site in preview, over the studio's own channel.
 */

test.describe("inside the studio's frame (its side of the Presentation tool played by the test)", () => {
  /** presentation-parent.ts, bundled for the browser. */
  async function studioScript(): Promise<string> {
    const { build } = await import("vite");
    const output = await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: false,
        lib: {
          entry: path.resolve("tests/e2e/presentation-parent.ts"),
          formats: ["es"],
          fileName: "studio",
        },
      },
    });
    const first = (Array.isArray(output) ? output[0] : output) as {
      output: Array<{ code?: string }>;
    };
    return first.output.find((chunk) => chunk.code)?.code ?? "";
  }

  test("a refresh from the studio reloads the page's data, not the page; a new perspective reaches it", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const script = await studioScript();
    await startPreview(page);
    await page.route(`${baseURL}/__studio`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><title>Studio</title><iframe title="Site" src="/about" style="width:1200px;height:800px"></iframe><script type="module" src="/__studio.js"></script></html>`,
      }),
    );
    await page.route(`${baseURL}/__studio.js`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: script }),
    );
    await page.goto("/__studio");
    const site = page.frameLocator("iframe");
    await expect(site.getByRole("complementary", { name: "Preview mode" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __status: string }).__status), {
        timeout: 30_000,
      })
      .toBe("connected");
    const frame = page.frames().find((candidate) => candidate.url().endsWith("/about"));
    if (!frame) throw new Error("the site's frame is not there");
    await frame.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.data(\?|$)/.test(request.url())) dataRequests.push(request.url());
    });

    await page.evaluate(() => (window as unknown as { __refresh(): void }).__refresh());
    await expect.poll(() => dataRequests.length).toBeGreaterThan(0);
    expect(dataRequests[0]).toContain("/about.data");

    const chosen = page.waitForRequest(
      (request) => request.url().endsWith("/preview/perspective") && request.method() === "POST",
    );
    await page.evaluate(() =>
      (window as unknown as { __perspective(p: string[]): void }).__perspective([
        "rSpring",
        "drafts",
      ]),
    );
    expect((await chosen).postData()).toBe("perspective=rSpring%2Cdrafts");
    await expect(site.getByText("the release rSpring over the drafts")).toBeVisible();
    // All of it without reloading the framed page.
    expect(
      await frame.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
  });
});

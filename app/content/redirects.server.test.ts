import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pageSettings } from "../../tests/pages/page-harness.ts";
import { appSettingsContext, type ContentSettings } from "../request-context";
import { redirectMiddleware, withQuery } from "./redirects.server";

/** The middleware on the embedded dataset, which holds /about-us → /about and /blog → /blog-grid. */
async function answer(path: string, method = "GET", content?: ContentSettings) {
  const url = new URL(path, "http://site.test");
  const context = new RouterContextProvider();
  context.set(appSettingsContext, pageSettings(content));
  const next = async () => new Response("the page", { status: 200 });
  try {
    return await redirectMiddleware(
      { request: new Request(url, { method }), context, url, params: {}, pattern: "*" } as never,
      next,
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("redirectMiddleware", () => {
  it("sends an old address to its new one with 301, keeping the query", async () => {
    const response = (await answer("/about-us?x=1&y=%20z")) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?x=1&y=%20z");
    expect(((await answer("/about-us/")) as Response).headers.get("location")).toBe("/about");
    expect(((await answer("/blog", "HEAD")) as Response).status).toBe(301);
  });

  it("leaves other addresses and other methods to the page", async () => {
    for (const [path, method] of [
      ["/about", "GET"],
      ["/about-us", "POST"],
      ["/no-such-address", "GET"],
    ] as const) {
      const response = (await answer(path, method)) as Response;
      expect(response.status, `${method} ${path}`).toBe(200);
    }
  });
});

/** A dataset of nothing but these redirects. */
function only(redirects: Array<[string, string]>): ContentSettings {
  const dir = mkdtempSync(path.join(os.tmpdir(), "redirects-"));
  const dataFile = path.join(dir, "data.ndjson");
  writeFileSync(
    dataFile,
    redirects
      .map(([source, destination], index) =>
        JSON.stringify({
          _id: `r${index}`,
          _type: "redirect",
          source,
          destination,
          permanent: true,
          enabled: true,
        }),
      )
      .join("\n"),
  );
  return { dataset: { dataFile, imagesDir: path.join(dir, "images") } };
}

describe("with the canonical redirect", () => {
  it("sends to the address as the site writes it, and never to one that comes straight back", async () => {
    const content = only([
      ["/old-about", "/About"],
      ["/about", "/About/"],
      ["/campaign", "/NEET-2027/?from=mail"],
    ]);
    const moved = (await answer("/old-about", "GET", content)) as Response;
    expect(moved.headers.get("location")).toBe("/about");
    // /about → /About would be sent back to /about by the canonical redirect: ignored, the page answers.
    expect(((await answer("/about", "GET", content)) as Response).status).toBe(200);
    const campaign = (await answer("/campaign?x=1", "GET", content)) as Response;
    expect(campaign.headers.get("location")).toBe("/neet-2027?from=mail&x=1");
  });
});

describe("in both languages", () => {
  it("sends a Hindi old address to the Hindi new one, keeping the query", async () => {
    const about = (await answer("/hi/about-us?x=1")) as Response;
    expect(about.status).toBe(301);
    expect(about.headers.get("location")).toBe("/hi/about?x=1");
    expect(((await answer("/hi/blog/")) as Response).headers.get("location")).toBe("/hi/blog-grid");
    expect(((await answer("/hi/about", "GET")) as Response).status).toBe(200);
    expect(((await answer("/hi/about-us", "POST")) as Response).status).toBe(200);
  });

  it("keeps an English-only or another site's destination as it is; a Hindi source wins", async () => {
    const content = only([
      ["/old-orders", "/my-orders"],
      ["/campaign", "https://example.org/neet"],
      ["/hi/offer", "/hi/neet-2027"],
      ["/offer", "/contact"],
      ["/old-about", "/About"],
      ["/about", "/About/"],
    ]);
    const at = async (path: string) =>
      ((await answer(path, "GET", content)) as Response).headers.get("location");
    expect(await at("/hi/old-orders")).toBe("/my-orders");
    expect(await at("/hi/campaign")).toBe("https://example.org/neet");
    expect(await at("/hi/offer")).toBe("/hi/neet-2027");
    expect(await at("/offer")).toBe("/contact");
    expect(await at("/hi/old-about")).toBe("/hi/about");
    // /hi/about → /hi/About would come straight back: ignored there too.
    expect(((await answer("/hi/about", "GET", content)) as Response).status).toBe(200);
  });
});

describe("when content cannot be reached", () => {
  it("answers without redirects rather than taking every page down", async () => {
    const unreachable: ContentSettings = {
      sanity: { projectId: "unreachable-test", dataset: "production", apiVersion: "2025-02-19" },
    };
    const response = (await answer("/my-orders", "GET", unreachable)) as Response;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("the page");
  });
});

describe("withQuery", () => {
  it.each([
    ["/about", "", "/about"],
    ["/about", "?x=1", "/about?x=1"],
    ["/about?a=1", "?x=1", "/about?a=1&x=1"],
    ["/about#team", "?x=1", "/about?x=1#team"],
  ])("%s with %j is %s", (location, search, expected) => {
    expect(withQuery(location, search)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { previewUrlFor, sitePathFor } from "./preview-url";

describe("the studio's Open preview link", () => {
  it.each([
    [{ _type: "post", slug: { current: "a-post" } }, "/blog-details/a-post"],
    [{ _type: "work", slug: { current: "a-job" } }, "/work-details/a-job"],
    [{ _type: "tag", slug: { current: "neet" } }, "/tag/neet"],
    [{ _type: "serviceLine", key: "shatayu" }, "/shatayu-about"],
    [{ _type: "serviceLine", key: "rephub" }, "/service#rephub"],
    [{ _type: "aboutPage" }, "/about"],
    [{ _type: "homePage" }, "/"],
    [{ _type: "post", language: "en", slug: { current: "a-post" } }, "/blog-details/a-post"],
  ])("opens %o at %s", (document, path) => {
    expect(sitePathFor(document)).toBe(path);
  });

  it.each([
    [{ _type: "post", language: "hi", slug: { current: "a-post" } }, "/hi/blog-details/a-post"],
    [{ _type: "page", language: "hi", slug: { current: "neet-2027" } }, "/hi/neet-2027"],
    [{ _type: "serviceLine", language: "hi", key: "rephub" }, "/hi/service#rephub"],
    [{ _type: "aboutPage", language: "hi" }, "/hi/about"],
    [{ _type: "homePage", language: "hi" }, "/hi"],
  ])("opens a Hindi document %o at its page under /hi: %s", (document, path) => {
    expect(sitePathFor(document)).toBe(path);
  });

  it("carries no secret, only the page to return to", () => {
    const url = previewUrlFor({ _type: "post", slug: { current: "x" } }) ?? "";
    expect(url).toBe("http://localhost:3000/preview?redirect=%2Fblog-details%2Fx");
    expect(url).not.toMatch(/secret/);
    expect(previewUrlFor({ _type: "aboutPage", language: "hi" })).toBe(
      "http://localhost:3000/preview?redirect=%2Fhi%2Fabout",
    );
  });

  it("has no link for a post without a slug yet", () => {
    expect(previewUrlFor({ _type: "post" })).toBeUndefined();
  });
});

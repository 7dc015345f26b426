import { describe, expect, it } from "vitest";
import { documentPath } from "./document-path";

describe("documentPath", () => {
  it.each([
    [{ _type: "post", slug: "a" }, "/blog-details/a"],
    [{ _type: "work", slug: "b" }, "/work-details/b"],
    [{ _type: "tag", slug: "neet" }, "/tag/neet"],
    [{ _type: "category", slug: "careers" }, "/category/careers"],
    [{ _type: "csrInitiative", slug: "camps" }, "/csr#camps"],
    [{ _type: "serviceLine", key: "astira" }, "/astira"],
    [{ _type: "serviceLine", key: "career" }, "/service#career"],
    [{ _type: "serviceLine", key: "no-such-line" }, "/service"],
    [{ _type: "aboutPage" }, "/about"],
  ])("puts %o at %s", (document, path) => {
    expect(documentPath(document)).toBe(path);
  });

  it("has no page for a post without a slug or an unknown type", () => {
    expect(documentPath({ _type: "post", slug: null })).toBeNull();
    expect(documentPath({ _type: "sanity.imageAsset" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { documentTitle, pageMeta, SITE_NAME } from "./meta";

describe("documentTitle", () => {
  it("adds the site's name once", () => {
    expect(documentTitle("About us")).toBe(`About us | ${SITE_NAME}`);
    expect(documentTitle(`About us | ${SITE_NAME}`)).toBe(`About us | ${SITE_NAME}`);
    expect(documentTitle("Home")).toBe(SITE_NAME);
    expect(pageMeta("Page not found")[0]).toEqual({ title: `Page not found | ${SITE_NAME}` });
  });
});

import { describe, expect, it } from "vitest";
import { classifyHref, webHref } from "./href";

describe("classifyHref", () => {
  it("routes site paths, links the web, mail and phone", () => {
    expect(classifyHref("/blog-grid?page=2#top")).toEqual({
      kind: "internal",
      to: "/blog-grid?page=2#top",
    });
    expect(classifyHref("#faq")).toEqual({ kind: "external", href: "#faq" });
    expect(classifyHref("http://example.com")).toEqual({
      kind: "external",
      href: "http://example.com/",
    });
    expect(classifyHref("tel:+919820041377")).toEqual({
      kind: "external",
      href: "tel:+919820041377",
    });
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example/x",
    "/\\evil.example/x",
    // Browsers drop tabs and newlines from addresses: these lead off the site.
    "/\t/evil.example/x",
    "/\n\\evil.example",
    "data:text/html,<b>x</b>",
    "ftp://files.example",
    "notes.pdf",
    "",
    null,
  ])("refuses %j", (href) => {
    expect(classifyHref(href)).toEqual({ kind: "unsafe" });
  });
});

describe("webHref (pictures and downloads)", () => {
  it.each([
    ["/downloads/notes.pdf", "/downloads/notes.pdf"],
    ["https://cdn.example.in/notes.pdf", "https://cdn.example.in/notes.pdf"],
    ["http://example.in/a b", "http://example.in/a%20b"],
    ["  /images/courses/a.svg ", "/images/courses/a.svg"],
  ])("keeps %s", (value, kept) => {
    expect(webHref(value)).toBe(kept);
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example/x",
    "/\t/evil.example/x",
    "mailto:someone@example.in",
    "#top",
    "notes.pdf",
    undefined,
  ])("drops %j", (value) => {
    expect(webHref(value)).toBeNull();
  });
});

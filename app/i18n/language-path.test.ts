import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOfPath, localizedPath, switchLanguage, unprefixedPath } from "./language-path";

describe("language paths", () => {
  it("reads the language from the first segment only", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/about")).toBe("hi");
    expect(languageOfPath("/about")).toBe("en");
    expect(languageOfPath("/hindi")).toBe("en");
    expect(languageOfPath("/about/hi")).toBe("en");
  });

  it("prefixes English paths and keeps their query and hash", () => {
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/about", "hi")).toBe("/hi/about");
    expect(localizedPath("/search?q=x#top", "hi")).toBe("/hi/search?q=x#top");
    expect(localizedPath("/?q=1", "hi")).toBe("/hi?q=1");
    expect(localizedPath("/about", "en")).toBe("/about");
    expect(localizedPath("https://example.com/a", "hi")).toBe("https://example.com/a");
    expect(localizedPath("//evil.example/a", "hi")).toBe("//evil.example/a");
    expect(localizedPath("/hi/about", "hi")).toBe("/hi/about");
  });

  it("goes there and back for any site path", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== "hi");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        const english = `/${parts.join("/")}`;
        const hindi = switchLanguage(english, "hi");
        expect(languageOfPath(hindi)).toBe("hi");
        expect(unprefixedPath(hindi)).toBe(english);
        expect(switchLanguage(hindi, "en")).toBe(english);
      }),
    );
  });
});

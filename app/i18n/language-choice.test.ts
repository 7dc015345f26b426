import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publishedOfType, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { loader as blogDetailsLoader } from "../routes/blog-details";
import { loader as languageLoader } from "../routes/language";
import { loader as notFoundLoader } from "../routes/not-found";
import { loader as pageLoader } from "../routes/page";
import {
  chosenLanguageIn,
  frontDoorVariant,
  LANGUAGE_COOKIE,
  languageCookie,
} from "./language-choice";
import { languageOfPath } from "./language-path";

describe("the chosen language", () => {
  it("is read from its own cookie only, and only one of ours", () => {
    expect(chosenLanguageIn(`a=b; ${LANGUAGE_COOKIE}=hi`)).toBe("hi");
    expect(chosenLanguageIn(`${LANGUAGE_COOKIE}=en`)).toBe("en");
    expect(chosenLanguageIn(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(chosenLanguageIn(`x${LANGUAGE_COOKIE}=hi`)).toBeNull();
    expect(chosenLanguageIn(undefined)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (cookie) => {
        const chosen = chosenLanguageIn(cookie);
        expect(chosen === null || chosen === "en" || chosen === "hi").toBe(true);
      }),
    );
  });

  it("makes a page-cache variant of the front door only", () => {
    const cookie = `${LANGUAGE_COOKIE}=hi`;
    expect(frontDoorVariant(cookie, "/")).toBe(cookie);
    expect(frontDoorVariant(cookie, "/about")).toBe("");
    expect(frontDoorVariant(`${LANGUAGE_COOKIE}=en`, "/")).toBe("");
    expect(languageCookie("hi", true)).toMatch(
      /^site_language=hi; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/,
    );
    expect(languageCookie("en", false)).toMatch(/Max-Age=0/);
  });
});

describe("/language (the header's link)", () => {
  const follow = (query: string) =>
    runRoute(languageLoader as never, { path: `/language${query}`, pattern: "/language" });

  it("remembers the choice and goes to the page in that language", async () => {
    const { response } = await follow("?to=hi&next=%2Fhi%2Fabout");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/hi/about");
    expect(response?.headers.get("set-cookie")).toMatch(/^site_language=hi;/);
    const back = await follow("?to=en&next=%2Fabout");
    expect(back.response?.headers.get("location")).toBe("/about");
    expect(back.response?.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("keeps the page's query, and never leaves the site with it", async () => {
    const search = await follow(`?to=en&next=${encodeURIComponent("/search?q=neet&x=1")}`);
    expect(search.response?.headers.get("location")).toBe("/search?q=neet&x=1");
    for (const next of [
      "//evil.example/hi?q=1",
      "/\\evil.example/hi",
      "/hi/..//evil.example?q=1",
      "https://evil.example/hi/search?q=neet",
      "/%2F%2Fevil.example",
      "/\thi//evil.example",
    ]) {
      const { response } = await follow(`?to=hi&next=${encodeURIComponent(next)}`);
      expect(response?.status, next).toBe(303);
      expect(response?.headers.get("location"), next).toMatch(/^\/hi(?:\/(?!\/)|$)/);
      expect(response?.headers.get("location"), next).not.toMatch(/evil\.example$|^\/\//);
    }
  });

  it("answers anything else with words or the language's home, never another site", async () => {
    const bad = await follow("?to=fr&next=%2F");
    expect(bad.response?.status).toBe(400);
    expect(await bad.response?.text()).toMatch(/Choose a language/);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom("hi", "en", "", "HI", "hi-IN"), fc.string({ maxLength: 8 })),
        fc.oneof(
          fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example", "/hi/x"),
          fc.string({ maxLength: 40 }),
        ),
        async (to, next) => {
          const { response } = await follow(
            `?to=${encodeURIComponent(to)}&next=${encodeURIComponent(next)}`,
          );
          expect([303, 400]).toContain(response?.status);
          if (response?.status !== 303) return;
          const location = response.headers.get("location") ?? "";
          expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
          expect(location).not.toMatch(/\\/);
          expect(languageOfPath(location)).toBe(to);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("a Hindi address no route serves", () => {
  const notFound = (path: string) =>
    runRoute(notFoundLoader as never, { path, pattern: "*" }).then(async ({ response }) => ({
      status: response?.status,
      body: JSON.parse((await response?.text()) ?? "null") as { english: string | null },
    }));

  it("leads to its English address when a page of the site is there, else nowhere", async () => {
    expect(await notFound("/hi/my-orders")).toEqual({
      status: 404,
      body: { english: "/my-orders" },
    });
    expect(await notFound("/hi/Signup")).toEqual({ status: 404, body: { english: "/Signup" } });
    expect(await notFound("/hi/no/such/page")).toEqual({ status: 404, body: { english: null } });
    expect(await notFound("/no/such/page")).toEqual({ status: 404, body: { english: null } });
  });
});

describe("a Hindi address whose document is missing", () => {
  const englishOf = async (loader: unknown, path: string, pattern: string, params = {}) => {
    const { response } = await runRoute(loader as never, { path, pattern, params });
    expect(response?.status, path).toBe(404);
    return (JSON.parse((await response?.text()) ?? "null") as { english?: string | null } | null)
      ?.english;
  };
  const hindiSlugs = new Set(publishedOfType("post", "hi").map(slugOf));
  const untranslated = publishedOfType("post", "en").find((doc) => !hindiSlugs.has(slugOf(doc)));

  it("leads to the English page where English has the document", async () => {
    if (!untranslated) throw new Error("every post is translated: the test needs one that is not");
    const slug = slugOf(untranslated);
    expect(
      await englishOf(blogDetailsLoader, `/hi/blog-details/${slug}`, "/hi/blog-details/:id", {
        id: slug,
      }),
    ).toBe(`/blog-details/${slug}`);
    expect(await englishOf(pageLoader, "/hi/my-orders", "/hi/:slug", { slug: "my-orders" })).toBe(
      "/my-orders",
    );
  });

  it("leads to no English page where no language has one", async () => {
    expect(
      await englishOf(blogDetailsLoader, "/hi/blog-details/no-such-post", "/hi/blog-details/:id", {
        id: "no-such-post",
      }),
    ).toBeNull();
    expect(
      await englishOf(pageLoader, "/hi/no-such-page", "/hi/:slug", { slug: "no-such-page" }),
    ).toBeNull();
    expect(await englishOf(notFoundLoader, "/hi/no/such-page", "*")).toBeNull();
  });
});

describe("the addresses that only show", () => {
  it("answer any other method 405 with words and Allow, never a 500", async () => {
    const doors = await Promise.all([
      import("../routes/language"),
      import("../routes/rss"),
      import("../routes/sitemap"),
      import("../routes/robots"),
    ]);
    for (const door of doors) {
      const answer = door.action();
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD");
      expect(await answer.text()).toMatch(/only answers GET and HEAD/);
    }
  });
});

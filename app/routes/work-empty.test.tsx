// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#contract/languages.ts";
import { renderUnderRoot } from "../../tests/pages/under-root.tsx";
import Work from "./work";

/** An empty work list says where the work is, and never links to itself. */

afterEach(cleanup);

async function renderEmpty(language: Language, category: string) {
  const path = language === "hi" ? "/hi/work" : "/work";
  renderUnderRoot(language, `${path}${category ? `?category=${category}` : ""}`, {
    loader: () => ({
      items: [],
      category,
      copy: { heading: "काम", intro: null },
      crumbs: [{ label: "काम" }],
    }),
    Component: Work as never,
  });
  await screen.findByRole("heading", { level: 1 });
  return document.querySelector(".empty-state") as HTMLElement;
}

describe("an empty work list", () => {
  it("in Hindi, with no category chosen, links to the English list, saying so", async () => {
    const empty = await renderEmpty("hi", "");
    const link = empty.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/work");
    expect(link?.getAttribute("hreflang")).toBe("en");
    expect(link?.textContent).toBe("हमारा काम अंग्रेज़ी में देखें");
  });

  it("in a category, links to every category's work in the page's language", async () => {
    const empty = await renderEmpty("hi", "technology");
    expect(empty.querySelector("a")?.getAttribute("href")).toBe("/hi/work");
  });

  it("in English, with no category chosen, links nowhere", async () => {
    const empty = await renderEmpty("en", "");
    expect(empty.textContent).toBe("No projects here yet.");
    expect(empty.querySelector("a")).toBeNull();
  });
});

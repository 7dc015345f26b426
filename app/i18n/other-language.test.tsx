// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckedBlock } from "~/page-builder/block-types";
import { PageBuilder } from "~/page-builder/page-builder";
import { WorkCard } from "~/work/work-card";
import { languageNotices, renderInMain } from "../../tests/pages/under-root.tsx";
import { InLanguage, Words } from "./other-language";

/**
 * What a page shows in another language than its own (a document or words not translated yet) is
 * marked with its `lang` and a notice in the page's language, never mixed in silently.
 */

afterEach(cleanup);

describe("content in another language than the page's", () => {
  it("is marked English, with its notice in Hindi, on a Hindi page", async () => {
    const main = await renderInMain(
      "hi",
      <InLanguage as="article" language="en">
        <p>Health camps</p>
      </InLanguage>,
    );
    const article = main.querySelector("article");
    expect(article?.getAttribute("lang")).toBe("en");
    expect(languageNotices(main)).toEqual([{ text: "अंग्रेज़ी में", lang: "hi" }]);
  });

  it("is left as it is where the page speaks its language (a document without one is English)", async () => {
    const hindi = await renderInMain(
      "hi",
      <InLanguage as="article" language="hi">
        <p>स्वास्थ्य शिविर</p>
      </InLanguage>,
    );
    expect(hindi.querySelector("article")?.hasAttribute("lang")).toBe(false);
    expect(languageNotices(hindi)).toEqual([]);
    cleanup();
    const english = await renderInMain(
      "en",
      <InLanguage as="article" language={null}>
        <Words language="en">Careers</Words>
      </InLanguage>,
    );
    expect(english.querySelector("[lang]")).toBeNull();
  });

  it("is noticed once: English words inside an English document need no second notice", async () => {
    const main = await renderInMain(
      "hi",
      <InLanguage as="article" language="en">
        <Words language="en">Careers</Words>
        <Words language="hi">करियर</Words>
      </InLanguage>,
    );
    expect(languageNotices(main)).toEqual([
      { text: "अंग्रेज़ी में", lang: "hi" },
      // Hindi words inside the English document are marked Hindi.
      { text: "हिन्दी में", lang: "hi" },
    ]);
  });

  it("marks a work card in English on a Hindi page, its category in Hindi", async () => {
    const main = await renderInMain(
      "hi",
      <WorkCard
        work={{
          _id: "work-1",
          language: "en",
          title: "Health camps in Maval",
          slug: "maval-health-camps",
          client: "Maval Gram Arogya Samiti",
          category: "healthcare",
          summary: "A year of monthly camps.",
          completedAt: "2026-01-31",
          // The dataset's require one; a card draws none without it.
          coverImage: null as never,
        }}
      />,
    );
    const card = main.querySelector("article");
    expect(card?.getAttribute("lang")).toBe("en");
    expect(languageNotices(main)).toEqual([{ text: "अंग्रेज़ी में", lang: "hi" }]);
    expect(screen.getByText("सामुदायिक स्वास्थ्य सेवा").closest("[lang]")?.getAttribute("lang")).toBe(
      "hi",
    );
    // Its link goes to the English page, and says so.
    const link = screen.getByRole("link", { name: "Health camps in Maval" });
    expect(link.getAttribute("href")).toBe("/work-details/maval-health-camps");
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("marks a shared section not yet translated, on a Hindi page", async () => {
    const section = (language: string): CheckedBlock => ({
      _key: `s-${language}`,
      _type: "sectionReference",
      section: {
        _id: `section-${language}`,
        title: "Closing call",
        language,
        blocks: [
          {
            _key: "cta",
            _type: "callToAction",
            heading: language === "hi" ? "कहाँ से शुरू करें?" : "Not sure where to start?",
            text: null,
            link: null,
          } as never,
        ],
      },
    });
    const main = await renderInMain(
      "hi",
      <PageBuilder
        blocks={[section("hi"), section("en")]}
        source={{ id: "page-1", type: "page", field: "pageBuilder" }}
        hasTitle
      />,
    );
    expect(screen.getByText("कहाँ से शुरू करें?").closest("[lang]")).toBeNull();
    const english = screen.getByText("Not sure where to start?").closest("[lang]");
    expect(english?.getAttribute("lang")).toBe("en");
    expect(english?.querySelector("[data-language-notice]")?.textContent).toBe("अंग्रेज़ी में");
    expect(languageNotices(main)).toHaveLength(1);
  });
});

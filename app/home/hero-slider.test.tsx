// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Slide } from "#contract/wire.ts";
import { languageNotices, renderInMain } from "../../tests/pages/under-root.tsx";
import { HeroSlider } from "./hero-slider";

/** The slides' words in the page's language where staff gave them; else English, marked so. */

afterEach(cleanup);

describe("the home slider on a Hindi page", () => {
  const slide = (id: number, translations: Slide["translations"]): Slide => ({
    id,
    title: `Slide ${id}`,
    subtitle: `About slide ${id}`,
    image: `/images/slides/${id}.svg`,
    link: "/service",
    position: id,
    translations,
  });

  it("shows the words staff gave in Hindi, and the English ones marked where they gave none", async () => {
    const main = await renderInMain(
      "hi",
      <HeroSlider
        slides={[
          slide(1, { hi: { title: "पहली स्लाइड", subtitle: "पहली स्लाइड के बारे में" } }),
          slide(2, {}),
        ]}
      />,
    );
    expect(screen.getByText("पहली स्लाइड").closest("[lang]")).toBeNull();
    expect(screen.queryByText("Slide 1")).toBeNull();
    const english = screen.getByText("Slide 2").closest("[lang]");
    expect(english?.getAttribute("lang")).toBe("en");
    expect(languageNotices(main)).toEqual([{ text: "अंग्रेज़ी में", lang: "hi" }]);
    // Its link goes to the Hindi page.
    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("href")).toBe("/hi/service");
    }
  });

  it("shows the English words on an English page", async () => {
    await renderInMain(
      "en",
      <HeroSlider slides={[slide(1, { hi: { title: "पहली", subtitle: null } })]} />,
    );
    expect(screen.getByText("Slide 1").closest("[lang]")).toBeNull();
    expect(screen.queryByText("पहली")).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { renderUnderRoot } from "../../tests/pages/under-root.tsx";
import About, { loader } from "./about";

/** /about on the embedded dataset: each heading once. */

type AboutData = Awaited<ReturnType<typeof loader>>;

afterEach(cleanup);

async function aboutData(): Promise<AboutData> {
  const { data } = await runRoute<AboutData>(loader as never, {
    path: "/about",
    pattern: "/about",
  });
  if (!data) throw new Error("/about did not load");
  return data;
}

async function renderAbout(data: AboutData) {
  renderUnderRoot("en", "/about", { loader: () => data, Component: About as never });
  await screen.findAllByRole("heading", { level: 1 });
}

const storyHeadings = () => screen.queryAllByRole("heading", { name: "Our story" });

describe("/about", () => {
  it("says “Our story” once where the story opens with that heading itself", async () => {
    const data = await aboutData();
    await renderAbout(data);
    expect(storyHeadings()).toHaveLength(1);
    const story = screen.getByRole("region", { name: "Our story" });
    expect(story.contains(storyHeadings()[0] as HTMLElement)).toBe(true);
    // Every heading of the page once: none repeats the one before it.
    const texts = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(texts.filter((text, index) => text === texts[index - 1])).toEqual([]);
  });

  it("gives the story its heading where the text opens without one", async () => {
    const data = await aboutData();
    const body = (data.page.body ?? []).slice(1);
    await renderAbout({ ...data, page: { ...data.page, body } });
    expect(storyHeadings()).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Our story" })).toBeTruthy();
  });
});

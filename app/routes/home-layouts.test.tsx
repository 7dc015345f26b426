// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import Home, { loader } from "./home";

/**
 * The three home layouts are three pages: built from the same
 * home document, each shows it with presentations of its own, not the same
 * sections in another order.
 */

realService();
afterEach(cleanup);

const PRESENTATIONS = [
  ".hero--full",
  ".hero--compact",
  ".hero--split",
  ".card-grid",
  ".testimonial-grid",
  ".post-grid",
  ".post-stack",
  ".pull-quote",
  ".link-list--columns",
  "ol.link-list",
  "article.feature-row",
  ".figures",
];

async function presentationsOf(path: string): Promise<Set<string>> {
  const { data } = await runRoute(loader as never, { path, pattern: path });
  const Stub = createRoutesStub([
    { path, loader: () => data, Component: Home as never, HydrateFallback: () => null },
  ]);
  const { container } = render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1 });
  // One page, one main heading; no id twice (the sections' headings label them).
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  const found = new Set(PRESENTATIONS.filter((selector) => container.querySelector(selector)));
  cleanup();
  return found;
}

describe("the home layouts", () => {
  it("/home-one, /home-two and /home-three show the home document three different ways", async () => {
    const [one, two, three] = [
      await presentationsOf("/home-one"),
      await presentationsOf("/home-two"),
      await presentationsOf("/home-three"),
    ];
    const apart = (a: Set<string>, b: Set<string>) =>
      [...a].filter((item) => !b.has(item)).length + [...b].filter((item) => !a.has(item)).length;
    expect(apart(one, two)).toBeGreaterThanOrEqual(4);
    expect(apart(one, three)).toBeGreaterThanOrEqual(4);
    expect(apart(two, three)).toBeGreaterThanOrEqual(4);
    expect(two.has(".pull-quote") && two.has(".post-stack") && two.has(".link-list--columns")).toBe(
      true,
    );
    expect(three.has("article.feature-row") && three.has("ol.link-list")).toBe(true);
  });
});

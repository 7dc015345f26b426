// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { evaluate, parse } from "groq-js";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { studioSchema } from "../../content/validate-dataset.ts";
import {
  blockSketchUrl,
  INSERT_MENU_GROUPS,
} from "../../studio/schemaTypes/page-builder/page-builder.ts";
import { DATASET, publishedOfType } from "../../tests/pages/dataset.ts";
import { HOME_PAGE_QUERY, PAGE_QUERY, SERVICE_LINE_PAGE_QUERY } from "../content/queries";
import { BLOCK_COMPONENTS } from "./block-components";
import { BLOCK_TYPES, checkBlocks } from "./block-shapes";
import type { CheckedBlock } from "./block-types";
import { PageBuilder } from "./page-builder";

afterEach(cleanup);

/** The member types of a named array type of the compiled studio schema. */
function membersOf(typeName: string): string[] {
  const type = studioSchema().get(typeName) as { of?: { name: string }[] } | undefined;
  return (type?.of ?? []).map((member) => member.name).sort();
}

describe("the page builder's blocks", () => {
  it("are the same list in the studio, the renderer's map and the data checks", () => {
    const drawn = Object.keys(BLOCK_COMPONENTS).sort();
    expect(membersOf("pageBuilder")).toEqual([...drawn, "sectionReference"].sort());
    // A shared section holds every block but another shared section.
    expect(membersOf("sectionBlocks")).toEqual(drawn);
    expect([...BLOCK_TYPES].sort()).toEqual(drawn);
  });

  it("are each in exactly one group of the studio's insert menu, with a sketch for its grid", () => {
    const grouped = INSERT_MENU_GROUPS.flatMap((group) => group.of).sort();
    expect(grouped).toEqual(membersOf("pageBuilder"));
    for (const type of grouped) {
      const file = path.join("studio", blockSketchUrl(type));
      expect(readFileSync(file, "utf8"), file).toMatch(/^<svg [^>]*role="img"[\s\S]*<title>/);
    }
  });
});

/** The blocks drawn in a page, with the root's data as a visitor or an editor in preview has it. */
function draw(blocks: CheckedBlock[], { preview = false } = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        preview: preview ? "drafts" : null,
        editMarks: preview ? "https%3A%2F%2Fstudio.test" : null,
      }),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          Component: () => (
            <main>
              <PageBuilder
                blocks={blocks}
                source={{ id: "page-x", type: "page", field: "pageBuilder" }}
                hasTitle={false}
                title="Fallback title"
              />
            </main>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("PageBuilder", () => {
  it("draws the blocks in their order, the first hero as the page's h1, each marked in preview", async () => {
    const blocks = checkBlocks([
      {
        _key: "a",
        _type: "callToAction",
        heading: "First",
        text: "One",
        link: { _type: "link", label: "Go", href: "/contact" },
      },
      {
        _key: "b",
        _type: "hero",
        heading: "Second",
        text: "Two",
        image: null,
        variant: "full",
      },
      {
        _key: "c",
        _type: "faq",
        heading: "Third",
        items: [{ _key: "q", _type: "faqItem", question: "Why?", answer: "Because." }],
      },
    ]);
    const { container } = draw(blocks, { preview: true });
    await screen.findByRole("heading", { name: "Third" });
    const headings = [...container.querySelectorAll("h1, h2")].map(
      (element) => element.textContent,
    );
    expect(headings).toEqual(["First", "Second", "Third"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Second");
    const marks = [...container.querySelectorAll("[data-sanity]")].map((element) =>
      element.getAttribute("data-sanity"),
    );
    expect(marks).toEqual(
      ["a", "b", "c"].map(
        (key) =>
          `id=page-x;type=page;path=pageBuilder[_key=="${key}"];base=https%3A%2F%2Fstudio.test`,
      ),
    );
  });

  it("shows an unknown or malformed block to nobody but an editor, who sees why", async () => {
    const blocks = checkBlocks([
      { _key: "u", _type: "carousel3d", heading: "Spin" },
      { _key: "m", _type: "callToAction", heading: { nested: "object" }, link: null },
      {
        _key: "ok",
        _type: "callToAction",
        heading: "Still here",
        link: { _type: "link", label: "Go", href: "/" },
      },
    ]);
    expect(blocks.map((block) => block._type)).toEqual([
      "brokenBlock",
      "brokenBlock",
      "callToAction",
    ]);
    const visitor = draw(blocks);
    await screen.findByRole("heading", { name: "Still here" });
    expect(visitor.container.querySelector(".block-placeholder")).toBeNull();
    cleanup();
    draw(blocks, { preview: true });
    const notes = await screen.findAllByRole("note");
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringContaining('"carousel3d" block is not shown to visitors'),
      expect.stringContaining('"callToAction" block is not shown to visitors: heading'),
    ]);
  });

  it("draws a shared section's blocks in its place, marked as the section's", async () => {
    const blocks = checkBlocks([
      {
        _key: "s",
        _type: "sectionReference",
        section: {
          _id: "section-1",
          _type: "section",
          title: "Shared",
          blocks: [
            {
              _key: "in",
              _type: "callToAction",
              heading: "From the section",
              link: { _type: "link", label: "Go", href: "/" },
            },
          ],
        },
      },
    ]);
    const { container } = draw(blocks, { preview: true });
    await screen.findByRole("heading", { name: "From the section" });
    expect(container.querySelector("[data-sanity]")?.getAttribute("data-sanity")).toContain(
      'id=section-1;type=section;path=blocks[_key=="in"]',
    );
  });

  it("keeps what an import or a careless copy leaves apart: repeated keys, a reference to a page", async () => {
    const hero = { _type: "hero", heading: "Twice", image: null, variant: "full" };
    const blocks = checkBlocks([
      { ...hero, _key: "same" },
      { ...hero, _key: "same" },
      {
        _key: "s",
        _type: "sectionReference",
        section: { _id: "page-x", _type: "page", title: "A page" },
      },
    ]);
    expect(blocks.map((block) => block._key)).toEqual(["same", "same-1", "s"]);
    expect(blocks[2]?._type).toBe("brokenBlock");
    const { container } = draw(blocks, { preview: true });
    await screen.findAllByRole("heading", { name: "Twice" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole("note").textContent).toMatch(/not a shared section/);
  });

  it("tells an editor why a block shows nothing here, and gives a page without a hero its h1", async () => {
    draw(checkBlocks([{ _key: "f", _type: "enquiryForm", heading: "Ask us" }]), { preview: true });
    expect((await screen.findByRole("note")).textContent).toMatch(/enquiry form shows on pages/);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Fallback title");
  });

  it("never throws, whatever the blocks hold (generated)", async () => {
    const anyValue = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.constant(null), fc.object()), {
        maxLength: 3,
      }),
      fc.object({ maxDepth: 2 }),
    );
    const field = fc.constantFrom(
      "heading",
      "text",
      "links",
      "link",
      "body",
      "features",
      "stats",
      "image",
      "services",
      "work",
      "testimonials",
      "posts",
      "items",
      "layout",
      "variant",
      "intro",
      "section",
      "eyebrow",
    );
    const block = fc
      .record({
        _key: fc.oneof(fc.string({ maxLength: 8 }), fc.constant(undefined)),
        _type: fc.oneof(
          fc.constantFrom(...BLOCK_TYPES, "sectionReference"),
          fc.string({ maxLength: 12 }),
        ),
        fields: fc.dictionary(field, anyValue, { maxKeys: 5 }),
      })
      .map(({ fields, ...rest }) => ({ ...fields, ...rest }));
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 5 }), async (raw) => {
        const blocks = checkBlocks(raw);
        expect(blocks).toHaveLength(raw.length);
        draw(blocks, { preview: true });
        await screen.findByRole("main");
        cleanup();
      }),
      { numRuns: 150 },
    );
  });

  it("finds every block of the embedded dataset drawable, as the queries project them", async () => {
    const project = async (query: string, params: Record<string, string>) =>
      (await (
        await evaluate(parse(query, { params }), { dataset: DATASET.published, params })
      ).get()) as { blocks: unknown[] };
    const builders: [string, string, Record<string, string>, unknown][] = [
      ...publishedOfType("page").map((page): [string, string, Record<string, string>, unknown] => [
        `page ${page._id}`,
        PAGE_QUERY,
        { slug: (page.slug as { current: string }).current, lang: String(page.language) },
        page.pageBuilder,
      ]),
      ...publishedOfType("homePage").flatMap((home) =>
        (["one", "two", "three"] as const).map(
          (layout): [string, string, Record<string, string>, unknown] => [
            `home ${home._id} layout ${layout}`,
            HOME_PAGE_QUERY,
            { layout, lang: String(home.language ?? "en") },
            home[`layout${layout[0]?.toUpperCase()}${layout.slice(1)}`],
          ],
        ),
      ),
      ...publishedOfType("serviceLine").map(
        (line): [string, string, Record<string, string>, unknown] => [
          `service line ${line._id}`,
          SERVICE_LINE_PAGE_QUERY,
          { key: String(line.key), lang: String(line.language ?? "en") },
          line.pageBuilder,
        ],
      ),
    ];
    expect(builders.filter(([, , , stored]) => Array.isArray(stored)).length).toBeGreaterThan(3);
    for (const [what, query, params, stored] of builders) {
      const blocks = checkBlocks((await project(query, params))?.blocks);
      expect(blocks.length, what).toBe(Array.isArray(stored) ? stored.length : 0);
      const broken = blocks.flatMap((block) =>
        block._type === "sectionReference" ? (block.section?.blocks ?? []) : [block],
      );
      expect(
        broken.filter((block) => block._type === "brokenBlock"),
        what,
      ).toEqual([]);
    }
  });
});

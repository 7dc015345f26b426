// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drawableRichText, RichText } from "./portable-text";
import {
  headingOutline,
  headingSlug,
  type RichTextItem,
  readingTimeMinutes,
} from "./rich-text-outline";

afterEach(cleanup);

let keys = 0;
const key = () => `k${++keys}`;

function span(text: string, marks: string[] = []) {
  return { _type: "span", _key: key(), text, marks };
}

function block(
  text: string | ReturnType<typeof span>[],
  extra: Partial<{ style: string; listItem: string; level: number; markDefs: unknown[] }> = {},
): RichTextItem {
  return {
    _type: "block",
    _key: key(),
    style: "normal",
    markDefs: [],
    children: typeof text === "string" ? [span(text)] : text,
    ...extra,
  };
}

function linkBlock(href: unknown, text = "the link"): RichTextItem {
  return block([span("See "), span(text, ["l1"])], {
    markDefs: [{ _type: "link", _key: "l1", href }],
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** RichText inside a router, as on a page (links need one). */
function show(value: RichTextItem[]) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <RichText value={value} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/blog-details/a-post"] },
  );
  return render(<RouterProvider router={router} />);
}

const HASH = "0123456789abcdef0123456789abcdef01234567";

describe("RichText text blocks", () => {
  it("renders paragraphs with strong, em and code", () => {
    const { container } = show([
      block([
        span("Plain, "),
        span("bold", ["strong"]),
        span(", "),
        span("slanted", ["em"]),
        span(" and "),
        span("npm test", ["code"]),
      ]),
    ]);
    const p = container.querySelector(".rich-text > p");
    expect(p?.querySelector("strong")?.textContent).toBe("bold");
    expect(p?.querySelector("em")?.textContent).toBe("slanted");
    expect(p?.querySelector("code")?.textContent).toBe("npm test");
    expect(p?.textContent).toBe("Plain, bold, slanted and npm test");
  });

  it("renders a quote", () => {
    const { container } = show([block("Care is a habit.", { style: "blockquote" })]);
    expect(container.querySelector("blockquote > p")?.textContent).toBe("Care is a habit.");
  });

  it("renders nothing for an empty or missing value", () => {
    expect(render(<RichText value={[]} />).container.innerHTML).toBe("");
    expect(render(<RichText value={null} />).container.innerHTML).toBe("");
  });
});

describe("RichText headings", () => {
  const value = [
    block("Why it matters", { style: "h2" }),
    block("Details", { style: "h3" }),
    block("Why it matters", { style: "h2" }),
    block("Details", { style: "h3" }),
    block("Fine print", { style: "h4" }),
    block("Über café – 2025!", { style: "h2" }),
    block("???", { style: "h2" }),
  ];

  it("gives h2–h4 unique, stable ids, the same the outline lists", () => {
    const { container } = show(value);
    const rendered = [...container.querySelectorAll("h2, h3, h4")].map((h) => [h.tagName, h.id]);
    expect(rendered).toEqual([
      ["H2", "why-it-matters"],
      ["H3", "details"],
      ["H2", "why-it-matters-2"],
      ["H3", "details-2"],
      ["H4", "fine-print"],
      ["H2", "uber-cafe-2025"],
      ["H2", "section"],
    ]);
    expect(headingOutline(value)).toEqual([
      { id: "why-it-matters", text: "Why it matters", level: 2 },
      { id: "details", text: "Details", level: 3 },
      { id: "why-it-matters-2", text: "Why it matters", level: 2 },
      { id: "details-2", text: "Details", level: 3 },
      { id: "fine-print", text: "Fine print", level: 4 },
      { id: "uber-cafe-2025", text: "Über café – 2025!", level: 2 },
      { id: "section", text: "???", level: 2 },
    ]);
    // Same input, same ids: a link to a section keeps working.
    expect(headingOutline(value)).toEqual(headingOutline(value));
  });

  it("adds an anchor link with a name to each heading", () => {
    show(value.slice(0, 1));
    const anchor = screen.getByRole("link", { name: "Link to the section “Why it matters”" });
    expect(anchor.getAttribute("href")).toBe("#why-it-matters");
    expect(screen.getByRole("heading", { level: 2, name: "Why it matters" }).id).toBe(
      "why-it-matters",
    );
  });

  it("does not clash with an id a later heading would take", () => {
    const ids = headingOutline([
      block("Step", { style: "h2" }),
      block("Step 2", { style: "h2" }),
      block("Step", { style: "h2" }),
    ]).map((h) => h.id);
    expect(ids).toEqual(["step", "step-2", "step-3"]);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps ids apart for several rich texts on one page, given a prefix each", () => {
    const router = createMemoryRouter([
      {
        path: "*",
        element: (
          <>
            <RichText value={[block("How it works", { style: "h3" })]} idPrefix="camp-" />
            <RichText value={[block("How it works", { style: "h3" })]} idPrefix="library-" />
          </>
        ),
      },
    ]);
    const { container } = render(<RouterProvider router={router} />);
    const ids = [...container.querySelectorAll("h3")].map((heading) => heading.id);
    expect(ids).toEqual(["camp-how-it-works", "library-how-it-works"]);
  });

  it("slugifies to lower-case ASCII", () => {
    expect(headingSlug("  Hello, World  ")).toBe("hello-world");
    expect(headingSlug("x".repeat(100))).toHaveLength(60);
  });
});

describe("RichText lists", () => {
  it("renders bullet and numbered lists with nested levels", () => {
    const { container } = show([
      block("Fruit", { listItem: "bullet", level: 1 }),
      block("Apple", { listItem: "bullet", level: 2 }),
      block("Pear", { listItem: "bullet", level: 2 }),
      block("Veg", { listItem: "bullet", level: 1 }),
      block("Plain paragraph"),
      block("First", { listItem: "number", level: 1 }),
      block("Second", { listItem: "number", level: 1 }),
    ]);
    const ul = container.querySelector(".rich-text > ul");
    expect([...(ul?.children ?? [])].map((li) => li.firstChild?.textContent)).toEqual([
      "Fruit",
      "Veg",
    ]);
    const nested = ul?.querySelector(":scope > li > ul");
    expect([...(nested?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual([
      "Apple",
      "Pear",
    ]);
    const ol = container.querySelector(".rich-text > ol");
    expect([...(ol?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual([
      "First",
      "Second",
    ]);
  });
});

describe("RichText links", () => {
  it("sends site paths through the router", () => {
    show([linkBlock("/contact", "get in touch")]);
    const link = screen.getByRole("link", { name: "get in touch" });
    expect(link.getAttribute("href")).toBe("/contact");
    fireEvent.click(link);
    // A client-side navigation, not a page load.
    expect(screen.getByTestId("where").textContent).toBe("/contact");
  });

  it("opens outside https links with rel=noopener noreferrer", () => {
    show([linkBlock("https://www.who.int/news", "the WHO")]);
    const link = screen.getByRole("link", { name: "the WHO" });
    expect(link.getAttribute("href")).toBe("https://www.who.int/news");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps mailto: and tel: links", () => {
    show([linkBlock("mailto:hello@example.com", "write"), linkBlock("tel:+911234567890", "call")]);
    expect(screen.getByRole("link", { name: "write" }).getAttribute("href")).toBe(
      "mailto:hello@example.com",
    );
    expect(screen.getByRole("link", { name: "call" }).getAttribute("href")).toBe(
      "tel:+911234567890",
    );
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example/path",
    "/\\evil.example",
    "ftp://files.example",
    "not a url",
    42,
    null,
  ])("renders %j as plain text", (href) => {
    const { container } = show([linkBlock(href, "click me")]);
    expect(container.querySelector(".rich-text a")).toBeNull();
    expect(container.querySelector(".rich-text p")?.textContent).toBe("See click me");
  });
});

describe("RichText figures and code", () => {
  it("renders a figure through ContentImage, with its caption", () => {
    const { container } = show([
      {
        _type: "figure",
        _key: key(),
        alt: "A pharmacist at the counter",
        caption: "Our Nashik store",
        crop: null,
        hotspot: null,
        asset: { _id: `image-${HASH}-1200x800-jpg`, width: 1200, height: 800, lqip: null },
      },
    ]);
    const img = container.querySelector("figure.content-figure picture img");
    expect(img?.getAttribute("alt")).toBe("A pharmacist at the counter");
    expect(img?.getAttribute("src")).toContain(`/images/embedded/content/${HASH}-1200x800.jpg`);
    expect(container.querySelector("figcaption")?.textContent).toBe("Our Nashik store");
  });

  it("still shows a figure whose asset is only a reference", () => {
    const { container } = show([
      {
        _type: "figure",
        _key: key(),
        alt: "Raw",
        asset: { _type: "reference", _ref: `image-${HASH}-640x480-png` },
      },
    ]);
    const img = container.querySelector("img");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["640", "480"]);
  });

  it("renders a code block with its file name and language", () => {
    const code = 'const a = "<script>";\nconsole.log(a);';
    const { container } = show([
      { _type: "codeBlock", _key: key(), language: "typescript", filename: "app.ts", code },
    ]);
    const figure = container.querySelector("figure.code-block");
    expect(figure?.querySelector("figcaption")?.textContent).toBe("app.ts · typescript");
    const codeEl = figure?.querySelector("pre > code");
    expect(codeEl?.className).toBe("language-typescript");
    expect(codeEl?.textContent).toBe(code);
    expect(figure?.querySelector("script")).toBeNull();
    expect(figure?.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
  });

  it("shows only the language when there is no file name", () => {
    const { container } = show([
      { _type: "codeBlock", _key: key(), language: "shell", code: "npm test" },
    ]);
    expect(container.querySelector("figcaption")?.textContent).toBe("shell");
  });
});

describe("RichText with content it does not know", () => {
  it("renders nothing for an unknown block type and warns once, naming it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const value = [
      block("Before"),
      { _type: "videoEmbed", _key: key(), url: "https://example.com/v" },
      block("After"),
    ];
    const { container } = show(value);
    expect([...container.querySelectorAll(".rich-text > *")].map((el) => el.textContent)).toEqual([
      "Before",
      "After",
    ]);
    cleanup();
    show(value);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"videoEmbed"');
  });

  it("keeps the text of an unknown mark, without the mark", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = show([
      block([
        span("Some "),
        span("underlined", ["underline"]),
        span(" and "),
        span("highlighted", ["highlight"]),
      ]),
    ]);
    const p = container.querySelector(".rich-text > p");
    expect(p?.innerHTML).toBe("Some underlined and highlighted");
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('"underline"'),
      expect.stringContaining('"highlight"'),
    ]);
  });

  it("renders nothing for an unknown style or list type", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = show([
      block("Huge", { style: "h1" }),
      block("Lead text", { style: "lead" }),
      block("Done", { listItem: "checklist", level: 1 }),
      block("Kept"),
    ]);
    expect(container.querySelector(".rich-text")?.innerHTML).toBe("<p>Kept</p>");
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(3);
    expect(messages.join("\n")).toMatch(/"h1"[\s\S]*"lead"[\s\S]*"checklist"/);
  });

  it("never throws on malformed blocks", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const odd = [
      { _type: "block", _key: key() },
      { _type: "block", _key: key(), children: [{ _type: "span", text: 5 }] },
      { _type: "codeBlock", _key: key() },
      { _type: "figure", _key: key(), asset: null },
      { _type: "figure", _key: key(), asset: { _ref: "bogus" } },
    ] as RichTextItem[];
    expect(() => show(odd)).not.toThrow();
  });
});

describe("readingTimeMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("is at least one minute", () => {
    expect(readingTimeMinutes([])).toBe(1);
    expect(readingTimeMinutes(null)).toBe(1);
    expect(readingTimeMinutes([block("Short.")])).toBe(1);
  });

  it("counts text blocks and code at 200 words a minute", () => {
    expect(readingTimeMinutes([block(words(600))])).toBe(3);
    expect(
      readingTimeMinutes([
        block(words(300), { style: "h2" }),
        { _type: "codeBlock", _key: key(), language: "shell", code: words(500) },
        { _type: "figure", _key: key(), caption: words(1000) },
      ]),
    ).toBe(4);
  });
});

describe("rich text from a careless or hostile dataset", () => {
  it("draws a list item of any level as at most six nested lists, and deep nesting not at all", () => {
    let nested: Record<string, unknown> = { _type: "span", _key: "s", text: "deep" };
    for (let depth = 0; depth < 3000; depth += 1) {
      nested = { _type: "block", _key: `n${depth}`, children: [nested] };
    }
    const value = [
      {
        _type: "block",
        _key: "a",
        listItem: "bullet",
        level: 1e9,
        children: [{ _type: "span", _key: "s", text: "far" }],
      },
      { _type: "block", _key: "b", style: "normal", children: [nested] },
      "not a block",
      { _type: "block", _key: "c", listItem: "number", level: -3, children: "none" },
    ];
    const html = renderToStaticMarkup(<RichText value={value as never} />);
    expect(html).toContain("far");
    expect(html.match(/<ul/g)?.length ?? 0).toBeLessThanOrEqual(6);
    expect(html).not.toContain("deep");
    expect(drawableRichText(value).map((block) => (block as { level?: number }).level)).toEqual([
      6,
      undefined,
      1,
    ]);
  });
});

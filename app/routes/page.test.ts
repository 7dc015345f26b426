import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { OTHER_ROUTES, ROUTE_TABLE } from "../route-table";
import { action, loader } from "./page";

/** /{slug}: a page editors composed, on the embedded dataset; the service API the real one. */

realService();

type PageData = Awaited<ReturnType<typeof loader>>;

// The address as a browser sends it (encoded); the parameter as the router gives it (decoded).
const load = (slug: string) =>
  runRoute<PageData>(loader as never, {
    path: `/${encodeURIComponent(slug)}`,
    pattern: "/:slug",
    params: { slug },
  });

const post = (slug: string, body: Record<string, string>) =>
  runRoute<unknown>(action as never, {
    path: `/${slug}`,
    pattern: "/:slug",
    params: { slug },
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
    },
  });

describe("the page loader", () => {
  it("gives the landing page's blocks, titled by its hero, with its FAQPage and canonical", async () => {
    const { data } = await load("neet-2027");
    expect(data?.hasTitle).toBe(false);
    expect(data?.blocks.map((block) => block._type)).toEqual([
      "hero",
      "featureGrid",
      "stats",
      "testimonials",
      "faq",
      "enquiryForm",
      "sectionReference",
    ]);
    expect(data?.seo.canonical).toBe("http://site.test/neet-2027");
    expect(data?.seo.jsonLd.map((item) => item["@type"])).toEqual(
      expect.arrayContaining(["FAQPage", "BreadcrumbList"]),
    );
  });

  it("answers 404 without asking for content for a slug no page may have (generated)", async () => {
    const owned = [...ROUTE_TABLE, ...OTHER_ROUTES]
      .map((entry) => entry.path.split("/")[1] ?? "")
      .filter((segment) => segment && !segment.startsWith(":"));
    const slug = fc.oneof(
      fc.constantFrom(
        ...owned,
        ...owned.map((segment) => segment.toUpperCase()),
        "Neet-2027",
        "-x",
        "a--b",
        "a".repeat(97),
        "images",
        "metrics",
      ),
      fc.string({ maxLength: 20 }).filter((text) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)),
    );
    await fc.assert(
      fc.asyncProperty(slug, async (text) => {
        const { response } = await load(text);
        expect(response?.status, text).toBe(404);
      }),
      { numRuns: 300 },
    );
  });

  it("answers 404 for a free slug without a page", async () => {
    const { response } = await load("no-such-landing");
    expect(response?.status).toBe(404);
  });
});

describe("the page action", () => {
  /** What `data(answer, { status })` carries. */
  type Answer = {
    data: { sent?: unknown; reply?: { error?: Record<string, string[]> } };
    init: { status: number };
  };

  it("takes an enquiry on a page that shows the form, and refuses one it cannot use with words", async () => {
    const sent = (
      await post("neet-2027", {
        name: "Asha Kulkarni",
        email: "asha@example.com",
        message: "Class 12, CBSE, last mock 480.",
      })
    ).data as Answer;
    expect(sent.init.status).toBe(200);
    expect(JSON.stringify(sent.data.sent)).toContain("Asha Kulkarni");
    const refused = (await post("neet-2027", { name: "", email: "not an address", message: "" }))
      .data as Answer;
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.reply?.error ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "message"]),
    );
  });

  it("refuses a post to an address without a page (404)", async () => {
    const { response } = await post("no-such-landing", { name: "x" });
    expect(response?.status).toBe(404);
  });
});

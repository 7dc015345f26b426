import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadContentDocuments, sanityApiHandlers } from "../../tests/msw/sanity-api";
import { createContentGateway } from "./content-gateway.server";
import { ContentUnavailableError } from "./content-source";
import { createEmbeddedSource, DEFAULT_DATA_FILE } from "./embedded-source.server";
import * as queries from "./queries";
import { createSanitySource } from "./sanity-source.server";

const SANITY = {
  projectId: "portaltest",
  dataset: "production",
  apiVersion: "2025-02-19",
  readToken: undefined,
};
const requests: Request[] = [];
const server = setupServer();

beforeAll(async () => {
  const documents = await loadContentDocuments();
  server.listen({ onUnhandledFrame: "error" });
  server.resetHandlers(
    ...sanityApiHandlers({ ...SANITY, documents, onRequest: (request) => requests.push(request) }),
  );
});
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

const sanityGateway = (timeoutMs = 3_000, readToken?: string) =>
  createContentGateway({
    source: createSanitySource({ ...SANITY, readToken }, timeoutMs),
    timeoutMs,
  });

/** A gateway on Sanity whose clock the test moves, pausing 2 s after a failure. */
async function pausingGateway() {
  const clock = { now: 0 };
  const gateway = createContentGateway({
    source: createSanitySource({ ...SANITY, readToken: "read-token" }, 1_000),
    now: () => clock.now,
    pauseMs: 2_000,
  });
  return { gateway, clock, documents: await loadContentDocuments() };
}

/** Every query of queries.ts with parameters that exercise it. */
const CASES: Array<[string, string, Record<string, unknown>]> = [
  ["site settings", queries.SITE_SETTINGS_QUERY, {}],
  ["redirects", queries.REDIRECTS_QUERY, {}],
  ["home page", queries.HOME_PAGE_QUERY, { layout: "two" }],
  ["a composed page", queries.PAGE_QUERY, { slug: "neet-2027" }],
  ["about page", queries.ABOUT_PAGE_QUERY, {}],
  ["service lines", queries.SERVICE_LINES_QUERY, {}],
  ["a service line page", queries.SERVICE_LINE_PAGE_QUERY, { key: "shatayu" }],
  ["a module's member content", queries.MODULE_CONTENT_QUERY, { key: "shatayu" }],
  ["all work", queries.WORK_LIST_QUERY, { category: "" }],
  ["work of a category", queries.WORK_LIST_QUERY, { category: "training" }],
  ["blog page 1", queries.POSTS_PAGE_QUERY, { start: 0, end: 9 }],
  ["blog page 2", queries.POSTS_PAGE_QUERY, { start: 9, end: 18 }],
  ["testimonials", queries.TESTIMONIALS_QUERY, {}],
  ["CSR", queries.CSR_QUERY, {}],
  ["listing pages", queries.LISTING_PAGES_QUERY, {}],
  [
    "search",
    queries.SEARCH_QUERY,
    {
      alternatives: [
        { group: 0, pattern: "pharma*" },
        { group: 0, pattern: "फार्मा*" },
      ],
      groups: 1,
      patterns: ["pharma*", "फार्मा*"],
    },
  ],
  ["search synonyms", queries.SEARCH_SYNONYMS_QUERY, {}],
  [
    "an English post's existence",
    queries.ENGLISH_DOCUMENT_QUERY,
    { type: "post", slug: "neet-90-day-revision-timetable", key: null },
  ],
  [
    "an English service line's existence",
    queries.ENGLISH_DOCUMENT_QUERY,
    { type: "serviceLine", slug: null, key: "shatayu" },
  ],
  ["a tag's posts", queries.TAG_POSTS_QUERY, { slug: "career-planning", start: 0, end: 9 }],
  [
    "a category's posts",
    queries.CATEGORY_POSTS_QUERY,
    { slug: "ayurveda-wellness", start: 0, end: 9 },
  ],
  ["a project", queries.WORK_DETAIL_QUERY, { slug: "ayurveda-clinic-local-search" }],
  ["sitemap", queries.SITEMAP_QUERY, {}],
  ["RSS", queries.RSS_QUERY, {}],
];

describe("content gateway on Sanity's API (msw) and on the embedded dataset", () => {
  it("covers every query of queries.ts", () => {
    const covered = new Set([...CASES.map(([, query]) => query), queries.POST_QUERY]);
    const missing = Object.entries(queries).filter(([, query]) => !covered.has(query));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  // In both languages: a translated document's query must find its Hindi one on Sanity too.
  // (A query that names no language is asked once.)
  const inLanguages = CASES.flatMap(([name, query, params]) =>
    (query.includes("$lang") ? (["en", "hi"] as const) : (["en"] as const)).map(
      (lang) =>
        [`${name} (${lang})`, query, { lang, ...params }] as [
          string,
          string,
          Record<string, unknown>,
        ],
    ),
  );
  it.each(inLanguages)("%s: the same answer from both sources", async (name, query, params) => {
    const embedded = createContentGateway({ source: createEmbeddedSource(DEFAULT_DATA_FILE) });
    const expected = await embedded.fetch(query, params);
    // Work and CSR are not translated: their Hindi answers are empty lists, or nothing.
    if (!/\(hi\)$/.test(name) || !/project|module|CSR/.test(name)) expect(expected).not.toBeNull();
    expect(await sanityGateway().fetch(query, params)).toEqual(expected);
  });

  it("runs slug queries with their parameters on both", async () => {
    const embedded = createContentGateway({ source: createEmbeddedSource(DEFAULT_DATA_FILE) });
    for (const lang of ["en", "hi"]) {
      const posts = await embedded.fetch(queries.POSTS_PAGE_QUERY, { lang, start: 0, end: 1 });
      const slug = posts.posts[0]?.slug;
      expect(slug).toBeTruthy();
      const post = await sanityGateway().fetch(queries.POST_QUERY, { lang, slug });
      expect(post?.slug).toBe(slug);
      expect(post?.translations?.map((t) => t.language).sort()).toEqual(
        lang === "hi" ? ["en", "hi"] : post?.translations ? ["en", "hi"] : undefined,
      );
      expect(post).toEqual(await embedded.fetch(queries.POST_QUERY, { lang, slug }));
    }
  });

  it("reads published content from the API CDN, previews from the live API with drafts", async () => {
    const gateway = sanityGateway(3_000, "read-token");
    await gateway.fetch(queries.SITE_SETTINGS_QUERY);
    await gateway.fetch(queries.SITE_SETTINGS_QUERY, {}, { perspective: "drafts" });
    const [published, preview] = requests.map((request) => new URL(request.url));
    expect(published?.host).toBe("portaltest.apicdn.sanity.io");
    expect(published?.searchParams.get("perspective")).toBe("published");
    expect(preview?.host).toBe("portaltest.api.sanity.io");
    expect(preview?.searchParams.get("perspective")).toBe("drafts");
    expect(requests[1]?.headers.get("authorization")).toBe("Bearer read-token");
  });

  it("never caches previews", async () => {
    const gateway = sanityGateway();
    await gateway.fetch(queries.SITE_SETTINGS_QUERY, {}, { perspective: "drafts" });
    await gateway.fetch(queries.SITE_SETTINGS_QUERY, {}, { perspective: "drafts" });
    await gateway.fetch(queries.SITE_SETTINGS_QUERY);
    await gateway.fetch(queries.SITE_SETTINGS_QUERY);
    expect(requests).toHaveLength(3);
  });

  it("gives up on a slow API within its deadline when nothing is cached", async () => {
    server.use(
      http.get("https://portaltest.apicdn.sanity.io/*", async () => {
        await delay(5_000);
        return HttpResponse.json({ result: null });
      }),
    );
    const started = Date.now();
    await expect(sanityGateway(300).fetch(queries.CSR_QUERY)).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    server.resetHandlers();
  });

  it("serves the cached answer when the API fails later, and a purge asks again", async () => {
    let now = 0;
    const gateway = createContentGateway({
      source: createSanitySource(SANITY, 1_000),
      ttlMs: 60_000,
      now: () => now,
    });
    const first = await gateway.fetch(queries.TESTIMONIALS_QUERY);
    const documents = await loadContentDocuments();
    server.use(
      http.get("https://portaltest.apicdn.sanity.io/*", () =>
        HttpResponse.json({ error: "down" }, { status: 503 }),
      ),
    );
    now = 61_000;
    expect(await gateway.fetch(queries.TESTIMONIALS_QUERY)).toEqual(first);
    gateway.purge();
    await expect(gateway.fetch(queries.TESTIMONIALS_QUERY)).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    server.resetHandlers(...sanityApiHandlers({ ...SANITY, documents }));
  });

  it("after a failure leaves the source alone for a moment: uncached queries fail at once, then it is asked again", async () => {
    const { gateway, clock, documents } = await pausingGateway();
    let asked = 0;
    server.use(
      http.get("https://portaltest.apicdn.sanity.io/*", () => {
        asked += 1;
        return HttpResponse.json({ error: "down" }, { status: 503 });
      }),
    );
    await expect(gateway.fetch(queries.CSR_QUERY)).rejects.toBeInstanceOf(ContentUnavailableError);
    const askedOnce = asked;
    expect(askedOnce).toBeGreaterThan(0);
    clock.now = 1_999;
    await expect(gateway.fetch(queries.TESTIMONIALS_QUERY)).rejects.toThrow(/moments ago/);
    expect(asked).toBe(askedOnce);
    server.resetHandlers(...sanityApiHandlers({ ...SANITY, documents }));
    clock.now = 2_000;
    await expect(gateway.fetch(queries.TESTIMONIALS_QUERY)).resolves.toBeTruthy();
  });

  it("does not let a visitor's uncached query (search) or a preview pause everyone's pages", async () => {
    const { gateway, clock, documents } = await pausingGateway();
    const refusing = () => HttpResponse.json({ error: "too many" }, { status: 429 });
    server.use(
      http.get("https://portaltest.apicdn.sanity.io/*", refusing),
      http.get("https://portaltest.api.sanity.io/*", refusing),
    );
    await expect(
      gateway.fetch(
        queries.SEARCH_QUERY,
        { alternatives: [{ group: 0, pattern: "pharma*" }], groups: 1, patterns: ["pharma*"] },
        { cache: false },
      ),
    ).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(
      gateway.fetch(queries.SITE_SETTINGS_QUERY, {}, { perspective: "drafts" }),
    ).rejects.toBeInstanceOf(ContentUnavailableError);
    server.resetHandlers(...sanityApiHandlers({ ...SANITY, documents }));
    clock.now = 1;
    await expect(gateway.fetch(queries.CSR_QUERY)).resolves.toBeTruthy();
  });

  it("keeps a query Sanity refuses (4xx) an error, not an outage", async () => {
    server.use(
      http.get("https://portaltest.apicdn.sanity.io/*", () =>
        HttpResponse.json({ error: { description: "bad query" } }, { status: 400 }),
      ),
    );
    try {
      const failure = await sanityGateway()
        .fetch(queries.CSR_QUERY)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(ContentUnavailableError);
    } finally {
      server.resetHandlers(
        ...sanityApiHandlers({ ...SANITY, documents: await loadContentDocuments() }),
      );
    }
  });
});

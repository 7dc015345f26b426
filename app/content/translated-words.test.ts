import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { searchGroups, searchQueryParams } from "~/search/search-terms";
import { CATEGORY_POSTS_QUERY, CSR_QUERY, POST_QUERY, RSS_QUERY, SEARCH_QUERY } from "./queries";

/**
 * Words kept in every language inside one document (tags, categories, authors) come in the page's
 * language with the language they are in, so a page marks English it shows for want of a
 * translation; documents translated whole (CSR initiatives) are listed in their own language only.
 */

async function run(query: string, params: Record<string, unknown>, dataset: unknown[]) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

const words = (english: string, hindi?: string, kind = "String") => [
  { _key: "en", _type: `internationalizedArray${kind}Value`, language: "en", value: english },
  ...(hindi
    ? [{ _key: "hi", _type: `internationalizedArray${kind}Value`, language: "hi", value: hindi }]
    : []),
];

const author = (hindi: boolean) => ({
  _id: "author-1",
  _type: "author",
  name: words("Asha Rao", hindi ? "आशा राव" : undefined),
  slug: { current: "asha-rao" },
  role: words("Editor", hindi ? "संपादक" : undefined),
  bio: words("Writes about exams.", undefined, "Text"),
});

const category = (hindi: boolean) => ({
  _id: "category-1",
  _type: "category",
  title: words("Careers", hindi ? "करियर" : undefined),
  slug: { current: "careers" },
  description: words("Jobs and courses.", hindi ? "नौकरियाँ और कोर्स।" : undefined, "Text"),
});

const post = (language: string) => ({
  _id: `post-${language}`,
  _type: "post",
  language,
  title: language === "hi" ? "पहली पोस्ट" : "A first post",
  slug: { current: "first-post" },
  publishedAt: "2025-01-01T09:00:00Z",
  author: { _type: "reference", _ref: "author-1" },
  categories: [{ _key: "c", _type: "reference", _ref: "category-1" }],
});

const params = { lang: "hi", slug: "first-post" };

describe("a post's author and terms on a Hindi page", () => {
  it("are in Hindi, said to be, where the document has Hindi words", async () => {
    const answer = await run(POST_QUERY, params, [post("hi"), author(true), category(true)]);
    expect(answer.author).toMatchObject({
      name: "आशा राव",
      role: "संपादक",
      language: "hi",
      // The bio has no Hindi yet: English, and said to be.
      bio: "Writes about exams.",
      bioLanguage: "en",
    });
    expect(answer.categories).toEqual([
      { _id: "category-1", title: "करियर", slug: "careers", language: "hi" },
    ]);
  });

  it("are the English words, said to be English, where it has none", async () => {
    const answer = await run(POST_QUERY, params, [post("hi"), author(false), category(false)]);
    expect(answer.author).toMatchObject({ name: "Asha Rao", role: "Editor", language: "en" });
    expect(answer.categories[0]).toMatchObject({ title: "Careers", language: "en" });
  });

  it("are English on an English page, whatever else the document holds", async () => {
    const answer = await run(POST_QUERY, { ...params, lang: "en" }, [
      post("en"),
      author(true),
      category(true),
    ]);
    expect(answer.author).toMatchObject({ name: "Asha Rao", language: "en" });
    expect(answer.categories[0]).toMatchObject({ title: "Careers", language: "en" });
  });

  it("name a category's page and its description in the page's language", async () => {
    const answer = await run(
      CATEGORY_POSTS_QUERY,
      { lang: "hi", slug: "careers", start: 0, end: 9 },
      [post("hi"), post("en"), author(true), category(true)],
    );
    expect(answer.term).toMatchObject({ title: "करियर", description: "नौकरियाँ और कोर्स।" });
    expect(answer.posts.map((each: { _id: string }) => each._id)).toEqual(["post-hi"]);
  });

  it("go to the feed in the feed's language", async () => {
    const answer = await run(RSS_QUERY, { lang: "hi" }, [post("hi"), author(true), category(true)]);
    expect(answer[0]).toMatchObject({
      author: { name: "आशा राव" },
      categories: [{ title: "करियर" }],
    });
  });
});

describe("CSR initiatives, translated whole", () => {
  const initiative = (id: string, language: string | undefined, title: string) => ({
    _id: id,
    _type: "csrInitiative",
    ...(language ? { language } : {}),
    title,
    slug: { current: "camps" },
    summary: title,
    order: 1,
  });
  const dataset = [
    initiative("csr-en", "en", "Health camps"),
    initiative("csr-hi", "hi", "स्वास्थ्य शिविर"),
    // From a dataset made before translations: English.
    initiative("csr-old", undefined, "Herb gardens"),
  ];

  it("are listed in the page's language only", async () => {
    const titles = async (lang: string) =>
      ((await run(CSR_QUERY, { lang }, dataset)) as Array<{ title: string }>).map((i) => i.title);
    expect(await titles("hi")).toEqual(["स्वास्थ्य शिविर"]);
    expect((await titles("en")).sort()).toEqual(["Health camps", "Herb gardens"]);
  });

  it("are found by search in their own language", async () => {
    const found = async (lang: string, terms: string[]) =>
      (
        (await run(
          SEARCH_QUERY,
          { lang, ...searchQueryParams(searchGroups(terms, [])) },
          dataset,
        )) as Array<{ _id: string }>
      ).map((hit) => hit._id);
    expect(await found("hi", ["स्वास्थ्य"])).toEqual(["csr-hi"]);
    expect(await found("en", ["health"])).toEqual(["csr-en"]);
    expect(await found("en", ["स्वास्थ्य"])).toEqual([]);
  });
});

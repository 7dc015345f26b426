import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../scripts/content/dataset-files.ts";
import { formatProblems, validateDataset } from "./validate-dataset";

const contentDir = import.meta.dirname;

// The first test compiles the studio schema, which loads the whole `sanity` package.
const SCHEMA_LOAD_TIMEOUT = 60_000;

describe("content/data.ndjson", () => {
  it(
    "is valid against the studio schema (drafts included)",
    async () => {
      const documents = parseNdjson(
        await readFile(path.join(contentDir, "data.ndjson"), "utf8"),
      ) as SanityDocument[];
      expect(documents.length).toBeGreaterThan(0);
      const problems = await validateDataset(documents, {
        imagesDir: path.join(contentDir, "images"),
      });
      const errors = problems.filter((problem) => problem.level === "error");
      // Warnings (SEO length hints) are advice for editors, not failures.
      expect(formatProblems(errors), "dataset errors").toBe("");
    },
    SCHEMA_LOAD_TIMEOUT,
  );
});

// Small in-memory datasets, each broken in one way.
const ASSET_ID = `image-${"a".repeat(40)}-1600x900-jpg`;
const asset = {
  _id: ASSET_ID,
  _type: "sanity.imageAsset",
  metadata: {
    dimensions: { width: 1600, height: 900, aspectRatio: 16 / 9 },
    lqip: "data:image/jpeg;base64,AAAA",
  },
};
const figure = (alt?: string) => ({
  _type: "figure",
  asset: { _type: "reference", _ref: ASSET_ID },
  ...(alt === undefined ? {} : { alt }),
});
/** An internationalized array's English value (tags, categories and authors: decision 0053). */
const english = (value: string) => [
  { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value },
];
const tag = (id: string, slug: string) => ({
  _id: id,
  _type: "tag",
  title: english(`Tag ${slug}`),
  slug: { _type: "slug", current: slug },
});
const category = {
  _id: "category-1",
  _type: "category",
  title: english("Careers"),
  slug: { _type: "slug", current: "careers" },
};
const author = {
  _id: "author-1",
  _type: "author",
  name: english("Asha Rao"),
  slug: { _type: "slug", current: "asha-rao" },
  role: english("Editor"),
  image: figure("Asha Rao smiling"),
};
const post = (overrides: Record<string, unknown> = {}) => ({
  _id: "post-1",
  _type: "post",
  language: "en",
  title: "A first post",
  slug: { _type: "slug", current: "a-first-post" },
  excerpt: "What this post is about.",
  publishedAt: "2025-01-01T09:00:00Z",
  author: { _type: "reference", _ref: "author-1" },
  categories: [{ _key: "c1", _type: "reference", _ref: "category-1" }],
  tags: [{ _key: "t1", _type: "reference", _ref: "tag-1" }],
  mainImage: figure("A desk with a notebook"),
  body: [
    {
      _key: "b1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [{ _key: "s1", _type: "span", text: "Hello.", marks: [] }],
    },
  ],
  ...overrides,
});

const dataset = (...docs: Record<string, unknown>[]) =>
  [asset, author, category, tag("tag-1", "careers"), ...docs] as unknown as SanityDocument[];

const errorsOf = async (docs: SanityDocument[]) =>
  (await validateDataset(docs)).filter((problem) => problem.level === "error");

describe("validateDataset", () => {
  it(
    "accepts a small valid dataset",
    async () => {
      expect(formatProblems(await errorsOf(dataset(post())))).toBe("");
    },
    SCHEMA_LOAD_TIMEOUT,
  );

  it("reports a figure without alt text, by document id and field path", async () => {
    const errors = await errorsOf(dataset(post({ mainImage: figure() })));
    expect(errors).toContainEqual(
      expect.objectContaining({ id: "post-1", path: "mainImage.alt", level: "error" }),
    );
  });

  it("reports a missing alt inside rich text too", async () => {
    const body = [{ _key: "f1", ...figure() }];
    const errors = await errorsOf(dataset(post({ body })));
    expect(errors.map((e) => `${e.id} ${e.path}`)).toContain('post-1 body[_key=="f1"].alt');
  });

  it("reports a dangling reference", async () => {
    const errors = await errorsOf(
      dataset(post({ author: { _type: "reference", _ref: "author-missing" } })),
    );
    expect(errors).toContainEqual(expect.objectContaining({ id: "post-1", path: "author" }));
  });

  it("reports a reference to a document of a type the field does not allow", async () => {
    const errors = await errorsOf(dataset(post({ author: { _type: "reference", _ref: "tag-1" } })));
    expect(errors).toContainEqual(
      expect.objectContaining({
        id: "post-1",
        path: "author",
        message: expect.stringContaining("allows author"),
      }),
    );
  });

  it("reports a duplicate slug within a type", async () => {
    const errors = await errorsOf(dataset(tag("tag-2", "careers")));
    const slugErrors = errors.filter((e) => e.path === "slug");
    expect(slugErrors.map((e) => e.id).sort()).toEqual(["tag-1", "tag-2"]);
  });

  it("allows a slug shared with another type or with the document's own draft", async () => {
    // The base dataset's category already uses "careers", like tag-1.
    const errors = await errorsOf(dataset({ ...tag("tag-1", "careers"), _id: "drafts.tag-1" }));
    expect(formatProblems(errors)).toBe("");
  });

  it("reports a missing required field", async () => {
    const errors = await errorsOf(dataset(post({ excerpt: undefined })));
    expect(errors).toContainEqual(expect.objectContaining({ id: "post-1", path: "excerpt" }));
  });

  it("validates drafts", async () => {
    const errors = await errorsOf(dataset(post({ _id: "drafts.post-1", title: undefined })));
    expect(errors).toContainEqual(expect.objectContaining({ id: "drafts.post-1", path: "title" }));
  });

  it("reports an image whose asset document is missing", async () => {
    const mainImage = {
      ...figure("A desk"),
      asset: { _type: "reference", _ref: `image-${"b".repeat(40)}-10x10-png` },
    };
    const errors = await errorsOf(dataset(post({ mainImage })));
    expect(errors).toContainEqual(
      expect.objectContaining({ id: "post-1", path: "mainImage.asset" }),
    );
  });

  it("reports an image without an asset", async () => {
    const errors = await errorsOf(dataset(post({ mainImage: { _type: "figure", alt: "A desk" } })));
    expect(errors).toContainEqual(
      expect.objectContaining({
        id: "post-1",
        path: "mainImage",
        message: "Image without an asset.",
      }),
    );
  });

  it("reports an asset whose file is missing or is not the file its id names", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "dataset-images-"));
    try {
      const other = { ...asset, _id: `image-${"c".repeat(40)}-1600x900-jpg` };
      await writeFile(path.join(dir, `${"c".repeat(40)}-1600x900.jpg`), "not the named file");
      const problems = await validateDataset(dataset(post(), other), { imagesDir: dir });
      expect(problems.filter((p) => p.level === "error").map((p) => [p.id, p.message])).toEqual([
        [ASSET_ID, `The image file images/${"a".repeat(40)}-1600x900.jpg is missing.`],
        [other._id, expect.stringContaining("so Sanity would not name it")],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reports a field the schema does not have", async () => {
    const errors = await errorsOf(dataset(post({ exerpt: "Misspelt." })));
    expect(errors).toContainEqual(expect.objectContaining({ id: "post-1", path: "exerpt" }));
  });

  it("reports a singleton under another id", async () => {
    const errors = await errorsOf(dataset({ _id: "settings-2", _type: "siteSettings" }));
    expect(errors).toContainEqual(
      expect.objectContaining({ id: "settings-2", message: expect.stringContaining("singleton") }),
    );
  });

  it("applies the studio's custom rule: one service line document per key", async () => {
    const line = (id: string) => ({
      _id: id,
      _type: "serviceLine",
      language: "en",
      title: "Shatayu",
      slug: { _type: "slug", current: id },
      key: "shatayu",
      tagline: "Care at home",
      summary: "Home care.",
      image: figure("A nurse at a bedside"),
    });
    const errors = await errorsOf(dataset(line("service-a"), line("service-b")));
    expect(
      errors
        .filter((e) => e.path === "key")
        .map((e) => e.id)
        .sort(),
    ).toEqual(["service-a", "service-b"]);
  });

  it("keeps SEO length hints as warnings", async () => {
    const problems = await validateDataset(
      dataset(post({ seo: { _type: "seo", title: "x".repeat(80) } })),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ id: "post-1", path: "seo.title", level: "warning" }),
    );
    expect(problems.filter((p) => p.level === "error")).toEqual([]);
  });

  describe("redirects", () => {
    const redirect = (id: string, source: string, destination: string, more = {}) => ({
      _id: id,
      _type: "redirect",
      source,
      destination,
      permanent: true,
      enabled: true,
      ...more,
    });
    const messagesOf = async (...docs: Record<string, unknown>[]) =>
      (await errorsOf(dataset(...docs))).map((e) => `${e.id} ${e.path}: ${e.message}`);

    it("accepts a chain that ends, and a redirect to a whole https:// address", async () => {
      expect(
        await messagesOf(
          redirect("r1", "/about-us", "/about-old"),
          redirect("r2", "/about-old", "/about"),
          redirect("r3", "/partners", "https://example.org/partners"),
        ),
      ).toEqual([]);
    });

    it("refuses a chain that comes back to itself, naming it", async () => {
      const messages = await messagesOf(redirect("r1", "/a", "/b"), redirect("r2", "/b", "/a"));
      expect(messages.join("\n")).toMatch(/come back to where they start: \/a → \/b → \/a/);
      // A disabled redirect is not part of any chain.
      expect(
        await messagesOf(
          redirect("r1", "/a", "/b"),
          redirect("r2", "/b", "/a", { enabled: false }),
        ),
      ).toEqual([]);
    });

    it("refuses a source used twice, a source equal to its destination, and the site's own paths", async () => {
      const messages = (
        await messagesOf(
          redirect("r1", "/old", "/about"),
          redirect("r2", "/old/", "/contact"),
          redirect("r3", "/same", "/same/"),
          redirect("r4", "/staff/people", "/about"),
          redirect("r5", "/x", "//evil.example"),
          redirect("r6", "/y?z=1", "/about"),
        )
      ).join("\n");
      expect(messages).toMatch(/r1 source: Another enabled redirect/);
      expect(messages).toMatch(/r2 source: Another enabled redirect/);
      expect(messages).toMatch(/r3 destination: The new address is the old one/);
      expect(messages).toMatch(/r4 source: This address belongs to the site itself/);
      expect(messages).toMatch(/r5 destination: Write a path of this site/);
      expect(messages).toMatch(/r6 source: Write a path of this site/);
    });
  });

  describe("pages", () => {
    const page = (id: string, slug: string, blocks: unknown[] = [CTA]) => ({
      _id: id,
      _type: "page",
      language: "en",
      title: `Page ${id}`,
      slug: { _type: "slug", current: slug },
      pageBuilder: blocks,
    });
    const CTA = {
      _key: "c1",
      _type: "callToAction",
      heading: "Talk to us",
      link: { _type: "link", label: "Contact", href: "/contact" },
    };
    const messagesOf = async (...docs: Record<string, unknown>[]) =>
      (await errorsOf(dataset(...docs))).map((e) => `${e.id} ${e.path}: ${e.message}`);

    it("accepts a page at a free address, and a shared section it shows", async () => {
      expect(
        await messagesOf(
          page("p1", "neet-2028", [
            CTA,
            { _key: "s1", _type: "sectionReference", section: { _type: "reference", _ref: "s" } },
          ]),
          { _id: "s", _type: "section", language: "en", title: "Shared", blocks: [CTA] },
        ),
      ).toEqual([]);
    });

    it("refuses a slug a route of the site owns, in any case, and a slug that is not one segment", async () => {
      const messages = (
        await messagesOf(
          page("p1", "about"),
          page("p2", "signup"),
          page("p3", "staff"),
          page("p4", "sitemap"),
          page("p5", "logout"),
          page("p6", "metrics"),
          page("p7", "a/b"),
          page("p8", "Neet"),
          page("p9", "images"),
        )
      ).join("\n");
      for (const id of ["p1", "p2", "p3", "p5", "p6", "p9"]) {
        expect(messages).toMatch(new RegExp(`${id} slug: /\\S+ belongs to the site itself`));
      }
      for (const id of ["p7", "p8"]) {
        expect(messages).toMatch(new RegExp(`${id} slug: Use at most 96 lower-case letters`));
      }
      // /sitemap is free: only /sitemap.xml is the site's.
      expect(messages).not.toMatch(/p4 slug/);
    });

    it("refuses a page without blocks and a slug used by another page", async () => {
      const messages = (
        await messagesOf(page("p1", "same"), page("p2", "same"), page("p3", "empty", []))
      ).join("\n");
      expect(messages).toMatch(/p1 slug: Slug is already in use/);
      expect(messages).toMatch(/p3 pageBuilder:/);
    });
  });
});

describe("translations (issue #30)", () => {
  const messagesOf = async (...docs: Record<string, unknown>[]) =>
    (await errorsOf(dataset(...docs))).map((e) => `${e.id} ${e.path}: ${e.message}`);
  const hindiPost = (overrides: Record<string, unknown> = {}) =>
    post({ _id: "post-1-hi", language: "hi", title: "पहली पोस्ट", ...overrides });
  const ref = (id: string) => ({ _type: "reference", _ref: id, _weak: true });
  const entry = (language: string, id: string) => ({
    _key: `k-${language}-${id}`,
    _type: "internationalizedArrayReferenceValue",
    language,
    value: ref(id),
  });
  const metadata = (id: string, schemaTypes: string[], ...translations: unknown[]) => ({
    _id: id,
    _type: "translation.metadata",
    schemaTypes,
    translations,
  });

  it("requires every translated document to carry one of the site's languages", async () => {
    const messages = (
      await messagesOf(post({ language: undefined }), hindiPost({ _id: "p2", language: "fr" }))
    ).join("\n");
    expect(messages).toMatch(/post-1 language: Required/);
    expect(messages).toMatch(/p2 language: Unknown language "fr"/);
  });

  it("keeps slugs unique per type and language: a Hindi translation may share its English slug", async () => {
    expect(await messagesOf(post(), hindiPost())).toEqual([]);
    const messages = (await messagesOf(post(), hindiPost(), hindiPost({ _id: "post-2-hi" }))).join(
      "\n",
    );
    expect(messages).toMatch(/post-1-hi slug: Slug is already in use/);
    expect(messages).toMatch(/post-2-hi slug: Slug is already in use/);
    expect(messages).not.toMatch(/post-1 slug/);
  });

  it("keeps one service line per key and language", async () => {
    const line = (id: string, language: string) => ({
      _id: id,
      _type: "serviceLine",
      language,
      title: "Shatayu",
      slug: { _type: "slug", current: "shatayu" },
      key: "shatayu",
      tagline: "Care at home",
      summary: "Home care.",
      image: figure("A nurse at a bedside"),
    });
    expect(await messagesOf(line("s-en", "en"), line("s-hi", "hi"))).toEqual([]);
    const messages = (
      await messagesOf(line("s-en", "en"), line("s-hi", "hi"), line("s-hi-2", "hi"))
    ).join("\n");
    expect(messages).toMatch(/s-hi key: Another service line document in this language/);
    expect(messages).toMatch(/s-hi-2 key: Another service line document in this language/);
    expect(messages).not.toMatch(/s-en key/);
  });

  describe("singletons per language", () => {
    const about = (id: string, language: string | undefined) => ({
      _id: id,
      _type: "aboutPage",
      language,
      title: "About us",
      intro: "Who we are.",
      image: figure("Our team"),
      mission: "Our mission.",
      vision: "Our vision.",
    });

    it("gives the English one the type's id and every other language's <type>-<language>", async () => {
      expect(
        await messagesOf(
          about("aboutPage", "en"),
          about("aboutPage-hi", "hi"),
          about("drafts.aboutPage-hi", "hi"),
        ),
      ).toEqual([]);
    });

    it("refuses another id, or a language other than the id's", async () => {
      const messages = (
        await messagesOf(
          about("aboutPage", "hi"),
          about("aboutPage-hi", "en"),
          about("aboutPage-fr", "en"),
          about("aboutPage.hi", "hi"),
          { _id: "siteSettings-hi", _type: "siteSettings" },
        )
      ).join("\n");
      expect(messages).toMatch(/aboutPage language: The aboutPage "aboutPage" is the en one/);
      expect(messages).toMatch(/aboutPage-hi language: The aboutPage "aboutPage-hi" is the hi one/);
      expect(messages).toMatch(/aboutPage-fr : A aboutPage is a singleton: its id must be/);
      expect(messages).toMatch(/aboutPage\.hi : A aboutPage is a singleton/);
      expect(messages).toMatch(
        /siteSettings-hi : A siteSettings is a singleton: its id must be "siteSettings"/,
      );
    });
  });

  describe("translation.metadata", () => {
    it("accepts a link between a document and its translation (a draft counts)", async () => {
      expect(
        await messagesOf(
          post(),
          hindiPost({ _id: "drafts.post-1-hi" }),
          metadata("i18n-post-1", ["post"], entry("en", "post-1"), entry("hi", "post-1-hi")),
        ),
      ).toEqual([]);
    });

    it("refuses a document in another language than its entry says, or of another type", async () => {
      const messages = (
        await messagesOf(
          post(),
          hindiPost(),
          metadata("m1", ["post"], entry("en", "post-1-hi")),
          metadata("m2", ["work"], entry("hi", "post-1")),
        )
      ).join("\n");
      expect(messages).toMatch(
        /m1 translations\[_key=="k-en-post-1-hi"\]\.value: "post-1-hi" is in "hi", not "en"/,
      );
      expect(messages).toMatch(
        /m2 translations\[_key=="k-hi-post-1"\]\.value: "post-1" is a post; this link is for work/,
      );
    });

    it("refuses a language twice, an unknown language, a missing document, and a document in two links", async () => {
      const messages = (
        await messagesOf(
          post(),
          hindiPost(),
          hindiPost({ _id: "post-2-hi", slug: { _type: "slug", current: "another" } }),
          metadata(
            "m1",
            ["post"],
            entry("en", "post-1"),
            entry("hi", "post-1-hi"),
            entry("hi", "post-2-hi"),
          ),
          metadata("m2", ["post"], entry("fr", "post-1"), entry("hi", "nothing")),
        )
      ).join("\n");
      expect(messages).toMatch(
        /m1 translations\[_key=="k-hi-post-2-hi"\]\.language: Language "hi" is linked twice/,
      );
      expect(messages).toMatch(
        /m2 translations\[_key=="k-fr-post-1"\]\.language: Unknown language "fr"/,
      );
      expect(messages).toMatch(
        /m2 translations\[_key=="k-fr-post-1"\]\.value: "post-1" is already linked by m1/,
      );
      expect(messages).toMatch(
        /m2 translations\[_key=="k-hi-nothing"\]\.value: No document "nothing"/,
      );
    });
  });

  describe("fields in every language", () => {
    const text = (language: string, value: string, kind = "String") => ({
      _key: `${language}-${value.length}`,
      _type: `internationalizedArray${kind}Value`,
      language,
      value,
    });
    const settings = (overrides: Record<string, unknown> = {}) => ({
      _id: "siteSettings",
      _type: "siteSettings",
      companyName: "Aarogya Bharat Collective",
      contactNumber: "+91 98200 41377",
      whatsappNumber: "+91 98200 41377",
      email: "hello@example.org",
      description: [
        text(
          "en",
          "An English description of the company, long enough for search results.",
          "Text",
        ),
        text(
          "hi",
          "कंपनी का हिंदी विवरण, जो खोज नतीजों के लिए काफ़ी लंबा हो, सत्तर अक्षरों से ज़्यादा।",
          "Text",
        ),
      ],
      address: [text("en", "Baner Road, Pune", "Text")],
      footerLinks: [
        {
          _key: "about",
          _type: "siteLink",
          label: [text("en", "About Us"), text("hi", "हमारे बारे में")],
          href: "/about",
        },
      ],
      ...overrides,
    });

    it("accepts English with or without Hindi", async () => {
      expect(await messagesOf(settings())).toEqual([]);
    });

    it("requires the English value, not the Hindi one", async () => {
      const messages = (
        await messagesOf(
          settings({
            address: [text("hi", "बाणेर रोड, पुणे", "Text")],
            footerLinks: [{ _key: "about", _type: "siteLink", label: [], href: "/about" }],
          }),
        )
      ).join("\n");
      expect(messages).toMatch(/siteSettings address: The English text is required/);
      expect(messages).toMatch(
        /siteSettings footerLinks\[_key=="about"\]\.label: The English text is required/,
      );
    });

    it("holds each language's value to the field's length, as an error or a warning", async () => {
      const long = "अ".repeat(41);
      const problems = await validateDataset(
        dataset(
          settings({
            footerLinks: [
              {
                _key: "about",
                _type: "siteLink",
                label: [text("en", "About Us"), text("hi", long)],
                href: "/about",
              },
            ],
            description: [text("en", "Too short.", "Text")],
          }),
        ),
      );
      expect(problems).toContainEqual(
        expect.objectContaining({
          path: `footerLinks[_key=="about"].label[_key=="hi-41"].value`,
          level: "error",
          message: "हिन्दी: at most 40 characters (41 now).",
        }),
      );
      expect(problems).toContainEqual(
        expect.objectContaining({
          path: `description[_key=="en-10"].value`,
          level: "warning",
          message: "English: at least 70 characters (10 now).",
        }),
      );
    });

    it("refuses a language the site does not have, and one language twice", async () => {
      const messages = (
        await messagesOf(
          settings({
            address: [text("en", "Pune", "Text"), text("fr", "Pune", "Text")],
            tagline: [text("en", "One"), { ...text("en", "Two"), _key: "again" }],
          }),
        )
      ).join("\n");
      expect(messages).toMatch(/siteSettings address\[_key=="fr-4"\]: Unknown language "fr"/);
      expect(messages).toMatch(/siteSettings tagline\[_key=="again"\]: English is here twice/);
    });
  });
});

import fc from "fast-check";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Catalogue, CatalogueCourse, CourseInput } from "#contract/staff.ts";
import {
  accessTokenOf,
  readReply,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { demoPdf } from "../storage/demo-files.ts";
import { slugOf } from "./catalogue-admin.ts";

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0d4f4b" } })
    .png()
    .toBuffer();

describe("slugOf", () => {
  it("makes a lower-case, dash-separated name of anything, never empty", () => {
    expect(slugOf("Organic Chemistry: Part 2")).toBe("organic-chemistry-part-2");
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        expect(slugOf(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slugOf(name).length).toBeLessThanOrEqual(120);
      }),
    );
  });
});

describe.each(TEST_DATABASES)("staff: the PMT catalogue, on $database", ({ postgres }) => {
  let t: TestService;
  let staff: string;

  beforeEach(async () => {
    t = await startTestService({ postgres });
    staff = await accessTokenOf(t, "staff@portal.test");
  });
  afterEach(async () => t.close());

  /** Sends a file's bytes as the body, as the console does. */
  async function upload(kind: "image" | "document", bytes: Uint8Array, token = staff) {
    const response = await t.service.handle(
      new Request(`http://service.test/admin/uploads/${kind}/`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
        body: new Blob([new Uint8Array(bytes)]),
      }),
      { clientAddress: "203.0.113.10" },
    );
    return readReply(response);
  }
  /** A file as a member's browser asks for it. */
  async function download(url: string, token?: string) {
    const response = await t.service.handle(
      new Request(`http://service.test/api/resources/${url.replace("/downloads/", "")}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      { clientAddress: "203.0.113.10" },
    );
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  it("adds a category and a course with an uploaded picture and PDF; members see it; only owners download the PDF", async () => {
    const category = await t.call("POST", "admin/categories/", {
      token: staff,
      body: { name: "Zoology", position: 9 },
    });
    expect(category.status, category.text).toBe(201);
    const categoryId = (category.body as { id: number }).id;

    const picture = await upload("image", await png());
    expect(picture.status, picture.text).toBe(201);
    const imageUrl = (picture.body as { url: string }).url;
    expect(imageUrl).toMatch(/^\/service\/media\/[a-z0-9-]+\.webp$/);
    const media = await t.service.handle(
      new Request(`http://service.test${imageUrl.replace("/service", "")}`),
      {
        clientAddress: "203.0.113.10",
      },
    );
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(new Uint8Array(await media.arrayBuffer())).metadata()).format).toBe("webp");

    const pdf = demoPdf("Animal Kingdom notes", ["Chordates and non-chordates"]);
    const document = await upload("document", pdf);
    expect(document.status, document.text).toBe(201);
    const pdfUrl = (document.body as { url: string }).url;

    const course: CourseInput = {
      title: "Animal Kingdom Essentials",
      category: categoryId,
      summary: "Classification for NEET.",
      description: "Every phylum, with the questions NEET asks about them.",
      price: "1999",
      coin_price: 35,
      duration: "4 weeks",
      highlights: ["Phylum charts", "Past papers"],
      lessons: [{ title: "Chordates", duration: "45 min", summary: "The notochord and after." }],
      resources: [{ title: "Animal Kingdom notes", kind: "PDF notes", url: pdfUrl }],
      image: imageUrl,
      is_active: true,
    };
    const created = await t.call("POST", "admin/courses/", { token: staff, body: course });
    expect(created.status, created.text).toBe(201);
    const saved = created.body as CatalogueCourse;
    expect(saved).toMatchObject({
      ...course,
      price: "1999.00",
      slug: "animal-kingdom-essentials",
      category_name: "Zoology",
    });

    const pmt = await accessTokenOf(t, "pmt@portal.test");
    const listed = await t.call("GET", `api/propmtservice/?category=${categoryId}`, { token: pmt });
    expect(JSON.stringify(listed.body)).toContain("Animal Kingdom Essentials");

    // Not bought: refused with words. Bought (with coins): the PDF.
    expect(await download(pdfUrl)).toMatchObject({ status: 401 });
    const refused = await download(pdfUrl, pmt);
    expect(refused.status).toBe(403);
    const demo = await accessTokenOf(t, "demo@portal.test");
    expect((await download(pdfUrl, demo)).status).toBe(403);
    const bought = await t.call("POST", "api/orders/", {
      token: pmt,
      body: { service: saved.id, pay_with_coins: true },
    });
    expect(bought.status, bought.text).toBe(201);
    const file = await download(pdfUrl, pmt);
    expect(file.status).toBe(200);
    expect(file.type).toBe("application/pdf");
    expect(Buffer.from(file.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect((await download(pdfUrl, staff)).status).toBe(200);
    expect((await download("/downloads/nobody-lists-this.pdf", pmt)).status).toBe(404);

    // Hidden again: members no longer see it; the audit log has both changes.
    const hidden = await t.call("POST", `admin/courses/${saved.id}/`, {
      token: staff,
      body: { ...course, is_active: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    const after = await t.call("GET", "api/propmtservice/", { token: pmt });
    expect(JSON.stringify(after.body)).not.toContain("Animal Kingdom Essentials");
    const catalogue = (await t.call("GET", "admin/catalogue/", { token: staff })).body as Catalogue;
    expect(catalogue.categories.find((c) => c.id === categoryId)?.courses).toBe(1);
    const audit = await t.call("GET", `admin/audit/?subject=course%20${saved.id}`, {
      token: staff,
    });
    expect((audit.body as { count: number }).count).toBe(2);
  });

  it("the seeded courses' notes are real PDFs their owners download", async () => {
    const demo = await accessTokenOf(t, "demo@portal.test");
    const course = await t.service.db
      .selectFrom("pmt_services")
      .select("resources")
      .where("slug", "=", "neet-full-length-test-series")
      .executeTakeFirstOrThrow();
    const url = course.resources[0]?.url as string;
    expect(url).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
    const file = await download(url, demo);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await download(url, await accessTokenOf(t, "visitor@portal.test"))).status).toBe(403);
  });

  it("refuses what is not a picture or a PDF, by its content, whatever it is called", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2048 }), async (bytes) => {
        const image = await upload("image", bytes);
        expect(image.status).toBe(400);
        expect(JSON.stringify(image.body)).toMatch(/picture/);
        const document = await upload("document", bytes);
        expect(document.status).toBe(400);
        expect(JSON.stringify(document.body)).toMatch(/PDF/);
      }),
      { numRuns: 25 },
    );
    // A PDF's first bytes with a script after them is not a PDF's end.
    const forged = new TextEncoder().encode("%PDF-1.4\n<script>alert(1)</script>");
    expect((await upload("document", forged)).status).toBe(400);
    expect((await upload("image", new Uint8Array(5 * 1024 * 1024 + 1))).status).toBe(413);
    expect(
      (await upload("image", await png(), await accessTokenOf(t, "demo@portal.test"))).status,
    ).toBe(403);
  });

  it("refuses malformed courses with words, and nothing is written", async () => {
    const before = (await t.call("GET", "admin/catalogue/", { token: staff })).body as Catalogue;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            title: fc.oneof(
              fc.constant(""),
              fc.string({ minLength: 201, maxLength: 220 }),
              fc.integer(),
            ),
            category: fc.oneof(fc.constant(0), fc.constant(999999), fc.string()),
            price: fc.oneof(
              fc.constant("-1"),
              fc.constant("12.345"),
              fc.constant("abc"),
              fc.double(),
            ),
            resources: fc.oneof(
              fc.constant([{ title: "x", kind: "PDF", url: "/etc/passwd" }]),
              fc.constant([{ title: "Notes", kind: "PDF", url: "/downloads/../secret.pdf" }]),
            ),
            image: fc.constantFrom(
              "javascript:alert(1)",
              "https://evil.example/x.png",
              "//evil.example/x.png",
              "/\\evil.example/x.png",
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const reply = await t.call("POST", "admin/courses/", { token: staff, body });
          expect(reply.status).toBe(400);
          expect(JSON.stringify(reply.body)).toMatch(/[a-z]{3,}/);
        },
      ),
      { numRuns: 40 },
    );
    // A whole, valid course but for its picture's address: refused with the picture's words.
    const valid = {
      ...before.courses[0],
      id: undefined,
      slug: undefined,
      category_name: undefined,
    };
    for (const image of [
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "https://evil.example/x.png",
    ]) {
      const reply = await t.call("POST", "admin/courses/", {
        token: staff,
        body: JSON.parse(JSON.stringify({ ...valid, title: "Picture test", image })),
      });
      expect(reply.status, image).toBe(400);
      expect(reply.body).toEqual({
        image: ["The picture is an uploaded one or a path on this site."],
      });
    }
    // An id beyond the database's integers is a choice like any other wrong one, not an error.
    for (const category of [2 ** 31, 1e15]) {
      const reply = await t.call("POST", "admin/courses/", {
        token: staff,
        body: JSON.parse(JSON.stringify({ ...valid, title: "Category test", category })),
      });
      expect(reply.status, String(category)).toBe(400);
    }
    const after = (await t.call("GET", "admin/catalogue/", { token: staff })).body as Catalogue;
    expect(after.courses.length).toBe(before.courses.length);
  });
});

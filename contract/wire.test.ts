import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  listItems,
  readCategory,
  readCourse,
  readList,
  readMe,
  readOrder,
  readOwnedCourse,
  readOwnedPurchase,
  readPurchase,
  readSlide,
  readTokens,
} from "./wire";

/** A course as a Django REST backend written the ordinary way answers it: no extensions. */
const djangoCourse = {
  id: 1,
  title: "PMT Foundations",
  category: 2,
  description: "Twelve weeks.",
  price: "4999.00",
  image: null,
};

/**
 * Where a reader's result holds a value no backend sent: `undefined` kept as a value, NaN or an
 * infinity. JSON.stringify cannot see these (it drops undefined and writes NaN as null).
 */
function inventedValues(value: unknown, path = "result"): string[] {
  if (value === undefined) return [path];
  if (typeof value === "number" && !Number.isFinite(value)) return [`${path} = ${value}`];
  if (Array.isArray(value))
    return value.flatMap((item, index) => inventedValues(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => inventedValues(item, `${path}.${key}`));
  }
  return [];
}

describe("the wire readers", () => {
  it("read our service's answers and an ordinary DRF backend's alike", () => {
    expect(readCourse(djangoCourse)).toMatchObject({
      id: 1,
      title: "PMT Foundations",
      category: 2,
      category_name: null,
      image: null,
      coin_price: null,
      highlights: [],
    });
    expect(readOwnedCourse(djangoCourse)).toMatchObject({ lessons: null, resources: null });
    expect(
      readOrder({ id: 2, service: 1, amount: "2499.00", status: "pending", created_at: "x" }),
    ).toMatchObject({
      id: 2,
      service: 1,
      service_title: null,
      coins: null,
      paid_with: null,
      purchase: null,
    });
    expect(readOrder({ id: 5, service: 1, status: "paid", purchase: 9 })?.purchase).toBe(9);
    expect(readOrder({ id: 3, service: djangoCourse, amount: "1", status: "PAID" })).toMatchObject({
      service: 1,
      service_title: "PMT Foundations",
      status: "paid",
    });
    expect(readPurchase({ id: 4, service: djangoCourse })).toMatchObject({
      id: 4,
      order: null,
      service: { title: "PMT Foundations" },
    });
    expect(readTokens({ access: "a" })).toEqual({ access: "a", refresh: null });
    expect(readMe({ id: 7, username: "asha", email: "a@x.in", abc_coins: "12" })).toMatchObject({
      name: "asha",
      abc_coins: 12,
      pro_pmt: false,
    });
  });

  it("read DRF pages and plain lists, leaving unreadable items out", () => {
    const page = { count: 3, next: null, previous: null, results: [djangoCourse, { id: "x" }] };
    expect(readList(page, readCourse)?.map((course) => course.id)).toEqual([1]);
    expect(readList([djangoCourse], readCourse)).toHaveLength(1);
    expect(readList({ detail: "Not found." }, readCourse)).toBeNull();
    expect(listItems("[]")).toBeNull();
  });

  it("refuse ids that are not whole numbers in range", () => {
    for (const id of [0, -1, 1.5, 2 ** 31, "0x10", "1e3", null, true, [1]]) {
      expect(readCourse({ ...djangoCourse, id })).toBeNull();
    }
  });

  it("never throw and never invent a core value, whatever the backend answers", () => {
    const readers = [
      readCategory,
      readCourse,
      readOwnedCourse,
      readOrder,
      readPurchase,
      readOwnedPurchase,
      readSlide,
      readMe,
      readTokens,
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.dictionary(
            fc.constantFrom("id", "title", "service", "results", "access", "coin_price"),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        ),
        (value) => {
          for (const read of readers) {
            const result = read(value) as { id?: unknown } | null;
            if (result && "id" in result) {
              expect(Number.isInteger(result.id)).toBe(true);
            }
            expect(inventedValues(result)).toEqual([]);
          }
        },
      ),
      { numRuns: 400, seed: 20261124 },
    );
  });
});

describe("a slide's words in other languages (ours)", () => {
  const slide = {
    id: 3,
    title: "Enrolments open",
    subtitle: "",
    image: "/s.svg",
    link: "/service",
  };

  it("are read where our service sends them, each with its title", () => {
    expect(
      readSlide({
        ...slide,
        translations: { hi: { title: "प्रवेश शुरू", subtitle: "" }, fr: { title: "Ouvert" } },
      })?.translations,
    ).toEqual({ hi: { title: "प्रवेश शुरू", subtitle: null } });
  });

  it("are none from a backend without them, or with something else in their place", () => {
    for (const translations of [undefined, null, "hi", [], { hi: "प्रवेश" }, { hi: { title: "" } }]) {
      expect(readSlide({ ...slide, translations })?.translations).toEqual({});
    }
  });
});

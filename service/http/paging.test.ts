import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageBody, pageOf } from "./paging.ts";
import { ApiError } from "./responses.ts";

const url = (...pages: string[]) => {
  const address = new URL("http://service.test/admin/people/?q=x");
  for (const page of pages) address.searchParams.append("page", page);
  return address;
};

/** The page a list would answer, or the status it refuses with. */
function read(address: URL): number | string {
  try {
    return pageOf(address);
  } catch (error) {
    return error instanceof ApiError ? `refused ${error.status}` : "crashed";
  }
}

describe("the page parameter, as DRF's PageNumberPagination reads it", () => {
  it("is a whole number from 1, or a 404, whatever text is sent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (text) => {
        const answer = read(url(text));
        if (typeof answer === "number") {
          expect(/^\d{1,6}$/.test(text) && Number(text) >= 1).toBe(true);
          expect(answer).toBe(Number(text));
        } else {
          expect(answer).toBe("refused 404");
        }
      }),
    );
  });

  it("reads the last of several, as Django's QueryDict does", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 5 }),
        (pages) => {
          expect(read(url(...pages.map(String)))).toBe(pages.at(-1));
        },
      ),
    );
    expect(read(url("2", "two"))).toBe("refused 404");
    expect(read(url())).toBe(1);
  });

  it("links the first page without a page number, and the others with theirs", () => {
    expect(pageBody(url("2"), 2, 45, [1]).previous).toBe("/admin/people/?q=x");
    expect(pageBody(url("3"), 3, 45, [1]).previous).toBe("/admin/people/?q=x&page=2");
    expect(pageBody(url("2", "2"), 2, 45, [1]).next).toBe("/admin/people/?q=x&page=3");
  });
});

import { describe, expect, it } from "vitest";
import { showingWords } from "./list-pager";

describe("showingWords", () => {
  it("says which rows of how many a page shows", () => {
    expect(showingWords(2, 20, 134, "people")).toBe("Showing 21–40 of 134 people.");
    expect(showingWords(7, 14, 134, "people")).toBe("Showing 121–134 of 134 people.");
    expect(showingWords(1, 3, 3, "orders")).toBe("Showing 1–3 of 3 orders.");
    expect(showingWords(1, 20, 12345, "people")).toBe("Showing 1–20 of 12,345 people.");
    expect(showingWords(1, 0, 0, "orders")).toBe("No orders to show.");
  });
});

import { describe, expect, it } from "vitest";
import { listHref } from "./list-url";

describe("listHref", () => {
  it("keeps the other values, and starts again at page 1 when a sort or filter changes", () => {
    expect(listHref("?q=asha&sort=name&page=3", { sort: "-name" })).toBe("?q=asha&sort=-name");
    expect(listHref("?q=asha&page=3", { page: 4 })).toBe("?q=asha&page=4");
    expect(listHref("?q=asha&page=3", { page: 1 })).toBe("?q=asha");
    expect(listHref("?module=career", { module: null })).toBe("?");
  });
});

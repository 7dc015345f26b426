import { describe, expect, it } from "vitest";
import { imageSources } from "./http.ts";

describe("imageSources (the Content-Security-Policy's img-src)", () => {
  it("allows the site, data URLs and Sanity's CDN on the embedded defaults", () => {
    expect(imageSources()).toEqual(["'self'", "data:", "https://cdn.sanity.io"]);
  });

  it("adds the service API's origin when it is another server, and nothing of its path", () => {
    expect(imageSources("https://api.example.in/backend/")).toContain("https://api.example.in");
    expect(imageSources("https://api.example.in/backend/").join(" ")).not.toContain("/backend");
  });
});

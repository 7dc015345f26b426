import { describe, expect, it } from "vitest";
import { refusalStatus } from "./signup-status";

const request = (mode?: string) =>
  new Request("http://site.test/Signup", {
    method: "POST",
    headers: mode ? { "sec-fetch-mode": mode } : {},
  });

describe("refusalStatus (decision 0045)", () => {
  it("a document post (no JavaScript) keeps its 400", () => {
    expect(refusalStatus(request("navigate"), 400)).toBe(400);
  });

  it("a browser that sends no Fetch Metadata is treated as a document post", () => {
    expect(refusalStatus(request(), 400)).toBe(400);
  });

  it.each(["cors", "same-origin", "no-cors"])(
    "a script's request (%s) gets 200, the refusal in its body",
    (mode) => {
      expect(refusalStatus(request(mode), 400)).toBe(200);
    },
  );

  it.each([200, 413, 429, 503])("%i stays what it is, for scripts too", (status) => {
    expect(refusalStatus(request("cors"), status)).toBe(status);
  });
});

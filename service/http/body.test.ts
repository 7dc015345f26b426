import { describe, expect, it } from "vitest";
import { readBody } from "./body.ts";

const post = (text: string) =>
  new Request("http://service.test/x/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: text,
  });

describe("a JSON body", () => {
  it("reads a lone surrogate as U+FFFD, in values and in lists", async () => {
    expect(
      await readBody(post('{"reason":"Bonus \\ud800","lessons":[{"title":"\\udc00x"}]}')),
    ).toEqual({ reason: "Bonus \ufffd", lessons: [{ title: "\ufffdx" }] });
  });

  it("keeps a pair as its one character", async () => {
    expect(await readBody(post('{"name":"\\ud83d\\ude00"}'))).toEqual({ name: "😀" });
  });
});

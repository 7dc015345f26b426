import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.ts";

describe("the server's node flags", () => {
  it("are the ones `npm start` passes", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`);
  });
});

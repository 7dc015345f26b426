import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingLaunchSettings, SERVER_NODE_FLAGS } from "./node-flags.ts";

describe("the server's launch settings", () => {
  it("names what a plain `node scripts/start.ts` lacks, so it relaunches with it", () => {
    expect(missingLaunchSettings([], {}, "linux")).toEqual({
      flags: [...SERVER_NODE_FLAGS],
      env: {
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "131072",
        MALLOC_TRIM_THRESHOLD_: "131072",
      },
    });
    const given = {
      MALLOC_ARENA_MAX: "4",
      MALLOC_MMAP_THRESHOLD_: "65536",
      MALLOC_TRIM_THRESHOLD_: "65536",
    };
    expect(missingLaunchSettings(SERVER_NODE_FLAGS, given, "linux")).toEqual({
      flags: [],
      env: {},
    });
    // glibc's variable means nothing elsewhere.
    expect(missingLaunchSettings(SERVER_NODE_FLAGS, {}, "darwin")).toEqual({ flags: [], env: {} });
  });

  it("are not repeated in `npm start`, which relaunches with them", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe("node scripts/start.ts");
  });
});

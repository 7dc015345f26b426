import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { routeConsoleToLog } from "./console-to-log.ts";

describe("console lines through the log", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  function capture(level = "info") {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    restore = routeConsoleToLog(pino({ level, base: undefined }, sink));
    return lines;
  }

  it("writes each call as one entry at its level, formatted as console would", () => {
    const lines = capture();
    console.log("Portal ready at %s", "http://localhost:3000");
    console.warn("Content refresh failed;", { status: 502 });
    console.debug("not at info");
    expect(lines).toMatchObject([
      { level: 30, msg: "Portal ready at http://localhost:3000" },
      { level: 40, msg: "Content refresh failed; { status: 502 }" },
    ]);
  });

  it("keeps an error's stack in the entry, as one line", () => {
    const lines = capture();
    console.error("service: unhandled error", new Error("disk gone"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "service: unhandled error disk gone" });
    const entry = lines[0] as { err: { stack: string } };
    expect(entry.err.stack).toMatch(/Error: disk gone\n\s+at /);
  });

  it("gives console back", () => {
    const original = console.error;
    capture();
    expect(console.error).not.toBe(original);
    restore?.();
    restore = undefined;
    expect(console.error).toBe(original);
  });
});

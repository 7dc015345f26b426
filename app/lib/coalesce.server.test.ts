import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalesce.server";

function collect(stream: CoalescingStream): { chunks: Buffer[]; done: Promise<void> } {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => stream.on("end", () => resolve()));
  return { chunks, done };
}

describe("CoalescingStream", () => {
  it("sends what was written in one turn as one chunk, and keeps every byte in order", async () => {
    const stream = new CoalescingStream();
    const { chunks, done } = collect(stream);
    for (let index = 0; index < 50; index++) stream.write(Buffer.from(`<p>${index}</p>`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    stream.write(Buffer.from("<p>later</p>"));
    stream.end();
    await done;
    expect(chunks).toHaveLength(2);
    const expected = `${Array.from({ length: 50 }, (_, index) => `<p>${index}</p>`).join("")}<p>later</p>`;
    expect(Buffer.concat(chunks).toString()).toBe(expected);
  });

  it("does not hold more than 64 KB back", async () => {
    const stream = new CoalescingStream();
    const { chunks, done } = collect(stream);
    for (let index = 0; index < 40; index++) stream.write(Buffer.alloc(4096, 97));
    stream.end();
    await done;
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024 + 4096);
    expect(chunks.reduce((sum, chunk) => sum + chunk.length, 0)).toBe(40 * 4096);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readBodyWithin } from "./body-reader.ts";
import { REFUSED_BODY_LINGER_BYTES } from "./limits.ts";

/** A body streamed in chunks, remembering how much of it was read. */
function streamed(chunks: number, chunkSize: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(pulled % 256));
    },
  });
  const request = new Request("http://site.test/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBodyWithin", () => {
  it("gives back a body within the limit, byte for byte", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 5000 }), fc.nat(5000), async (bytes, extra) => {
        const request = new Request("http://site.test/x", { method: "POST", body: bytes });
        expect(await readBodyWithin(request, bytes.byteLength + extra)).toEqual(bytes);
      }),
    );
  });

  it("says too-large past the limit, and still reads the body to its end within the linger bound", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1024, max: 64 * 1024 }),
        async (chunks, chunkSize) => {
          const { request, pulled } = streamed(chunks, chunkSize);
          expect(await readBodyWithin(request, chunks * chunkSize - 1)).toBe("too-large");
          expect(pulled()).toBe(chunks); // read on: the client finished sending and reads the 413
        },
      ),
      { numRuns: 30 },
    );
  });

  it("stops reading a body past the linger bound", async () => {
    const chunkSize = 64 * 1024;
    const { request, pulled } = streamed(10_000, chunkSize);
    expect(await readBodyWithin(request, 50_000)).toBe("too-large");
    expect(pulled() * chunkSize).toBeGreaterThan(REFUSED_BODY_LINGER_BYTES);
    expect(pulled() * chunkSize).toBeLessThan(REFUSED_BODY_LINGER_BYTES + 4 * chunkSize);
  });

  it("says too-large for a declared length past the limit; past the linger bound, reads nothing", async () => {
    const declared = streamed(3, 10, { "content-length": "999999" });
    expect(await readBodyWithin(declared.request, 1000)).toBe("too-large");
    const huge = streamed(3, 10, { "content-length": String(REFUSED_BODY_LINGER_BYTES + 1) });
    expect(await readBodyWithin(huge.request, 1000)).toBe("too-large");
    expect(huge.pulled()).toBeLessThanOrEqual(1);
  });
});

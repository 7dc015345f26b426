import { describe, expect, it } from "vitest";
import { readActionForm, readBoundedBody } from "./bounded-body.server";

/** A body streamed in chunks, remembering whether it was read to its end. */
function streamed(chunks: number, chunkSize: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(120));
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

describe("readBoundedBody", () => {
  it("reads a body within the limit", async () => {
    const { request } = streamed(3, 100);
    expect(((await readBoundedBody(request, 1000)) as Buffer).byteLength).toBe(300);
  });

  it("says too-large for a streamed body past the limit, and reads a modest one to its end", async () => {
    const { request, pulled } = streamed(20, 10_000);
    expect(await readBoundedBody(request, 50_000)).toBe("too-large");
    expect(pulled()).toBe(20); // drained: the connection can answer and go on
  });

  it("stops reading a body past the drain limit", async () => {
    const { request, pulled } = streamed(1_000, 64 * 1024);
    expect(await readBoundedBody(request, 50_000)).toBe("too-large");
    expect(pulled()).toBeLessThan(40);
  });

  it("says too-large for a declared length past the limit", async () => {
    const { request } = streamed(1, 10, { "content-length": "999999" });
    expect(await readBoundedBody(request, 1000)).toBe("too-large");
  });
});

describe("readActionForm", () => {
  it("answers a form, a 413 or a 400 with words, never an exception", async () => {
    const form = (body: string, type: string) =>
      new Request("http://site.test/x", {
        method: "POST",
        body,
        headers: { "content-type": type },
      });
    const ok = await readActionForm(form("a=1&b=2", "application/x-www-form-urlencoded"));
    expect(ok.ok && ok.form.get("b")).toBe("2");
    const broken = await readActionForm(form("--zz\r\nbroken", "multipart/form-data; boundary=zz"));
    expect(broken).toMatchObject({ ok: false, status: 400 });
    const large = await readActionForm(
      form("a=".padEnd(300_000, "x"), "application/x-www-form-urlencoded"),
    );
    expect(large).toMatchObject({ ok: false, status: 413 });
  });
});

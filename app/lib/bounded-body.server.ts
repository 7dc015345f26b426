/**
 * A request body read up to a limit: the bytes, or "too-large" as soon as the
 * declared or the streamed size passes it (a chunked body without
 * Content-Length is never read whole).
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
): Promise<Buffer | "too-large"> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return "too-large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return "too-large";
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

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

/**
 * A posted form (url-encoded or multipart) read up to a limit: the form,
 * "too-large", or "unreadable" when the bytes are not the form they claim to
 * be. Nothing posted at all reads as an empty form, so every required field says so.
 */
export async function readBoundedForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too-large" | "unreadable"> {
  const body = await readBoundedBody(request, maxBytes);
  if (body === "too-large") return body;
  if (body.byteLength === 0) return new FormData();
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return "unreadable";
  }
}

import { REFUSED_BODY_LINGER_BYTES, REFUSED_BODY_LINGER_MS } from "./limits.ts";

/** A too-large body is read on and dropped within the linger bounds, so the client sees the 413. */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  let tooLarge = declared > limit;
  if (!request.body) return tooLarge ? "too-large" : new Uint8Array(0);
  const reader = request.body.getReader();
  if (declared > REFUSED_BODY_LINGER_BYTES) {
    await reader.cancel().catch(() => {});
    return "too-large";
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;
  const startLingering = () => {
    tooLarge = true;
    chunks.length = 0;
    lingerTimer = setTimeout(() => void reader.cancel().catch(() => {}), REFUSED_BODY_LINGER_MS);
  };
  if (tooLarge) startLingering();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (!tooLarge && size > limit) startLingering();
      if (!tooLarge) chunks.push(value);
      else if (size > REFUSED_BODY_LINGER_BYTES) {
        await reader.cancel();
        break;
      }
    }
  } catch (error) {
    // A client gone while its refused body was read on: the answer is still "too large".
    if (!tooLarge) throw error;
  } finally {
    clearTimeout(lingerTimer);
  }
  if (tooLarge) return "too-large";
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { plainResponse } from "./http/responses.ts";

/** A Node request as a Web Request (the body streamed, not buffered). */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  // rawHeaders keeps repeated headers apart, as Headers expects them.
  const headers: Array<[string, string]> = [];
  const raw = req.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    headers.push([raw[index] as string, raw[index + 1] as string]);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? "half" : undefined,
  } as RequestInit);
}

/** Writes a Web Response to a Node response. */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const known = plainResponse(response);
  if (known) {
    res.writeHead(known.status, known.headers.flat());
    res.end(known.text);
    return;
  }
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

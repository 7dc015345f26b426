/**
 * Test helper: Sanity's API played by msw handlers (fake-sanity-api.ts),
 * served over real HTTP on 127.0.0.1 for a site started in another process
 * (SANITY_API_HOST points it here). Each request is answered as if it had
 * been sent to `https://{projectId}.api.sanity.io`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse, type RequestHandler } from "msw";

export interface ServedSanity {
  /** The API host to give the site (SANITY_API_HOST). */
  url: string;
  close(): Promise<void>;
}

export async function serveFakeSanity(
  handlers: RequestHandler[],
  projectId: string,
): Promise<ServedSanity> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const request = new Request(`https://${projectId}.api.sanity.io${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    const answer = await getResponse(handlers, request);
    if (!answer) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { description: `No fake for ${req.method} ${req.url}` } }));
      return;
    }
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * How the page cache renders a page: a GET to this very server over the
 * loopback, through every layer a visitor's request passes (the gate, the
 * security headers, React Router), without the visitor's cookies (but the
 * page-variant ones, e.g. the login panel kept hidden).
 */
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import type { RenderedPage } from "./cached-page.ts";
import { reachableAt } from "./loopback.ts";
import { FILL_HEADER, FILL_SECRET, type PageFill } from "./page-cache.ts";

/** A crawler's User-Agent, so the app sends the whole document at once (no streaming). */
const FILL_USER_AGENT = "PortalPageCache/1.0 (+bot)";

const FILL_TIMEOUT_MS = 15_000;

export function loopbackFill(address: () => AddressInfo | string | null): PageFill {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return (fill) =>
    new Promise<RenderedPage>((resolve, reject) => {
      const bound = address();
      if (!bound || typeof bound === "string") {
        reject(new Error("The server is not listening on a TCP port."));
        return;
      }
      const { host, port } = reachableAt(bound);
      const outgoing = request(
        {
          agent,
          host,
          port,
          method: "GET",
          path: fill.url,
          timeout: FILL_TIMEOUT_MS,
          headers: {
            host: fill.host,
            "user-agent": FILL_USER_AGENT,
            accept: "text/html",
            "accept-encoding": "identity",
            "x-forwarded-for": fill.forwardedFor,
            ...(fill.forwardedProto ? { "x-forwarded-proto": fill.forwardedProto } : {}),
            ...(fill.forwardedHost ? { "x-forwarded-host": fill.forwardedHost } : {}),
            ...(fill.cookie ? { cookie: fill.cookie } : {}),
            [FILL_HEADER]: FILL_SECRET,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const headers: [string, string][] = [];
            const raw = response.rawHeaders;
            for (let index = 0; index < raw.length; index += 2) {
              headers.push([String(raw[index]).toLowerCase(), String(raw[index + 1])]);
            }
            resolve({ status: response.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
          });
        },
      );
      outgoing.on("timeout", () =>
        outgoing.destroy(new Error("The page took too long to render.")),
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
}

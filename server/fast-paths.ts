/**
 * What the host answers before Express (decision 0028): anonymous pages from
 * the page cache, and GET /service/app/me/ straight from the bundled service.
 * Both only for requests that pass the gate's checks for a bodiless GET;
 * everything else goes the whole way (gate, helmet, React Router).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Service } from "../service/index.ts";
import { type TrustedProxies, trustedProxies } from "../service/index.ts";
import type { PageCache } from "./page-cache.ts";
import { passesGateForFastPath } from "./request-shape.ts";

/** The service path the signed-in site asks on every page, and clients most often. */
export const ME_PATH = "/service/app/me/";

/** What helmet would add that matters for a JSON answer. */
const API_HEADERS: [string, string][] = [
  ["x-content-type-options", "nosniff"],
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
];

export interface FastPathOptions {
  pageCache?: PageCache;
  service?: Service;
  /** Whose X-Forwarded-For names the visitor (the service's limits by address). */
  proxies?: TrustedProxies;
}

/** Returns a listener step: true when it answered (or will), false to go on to Express. */
export function fastPaths(options: FastPathOptions) {
  const { pageCache, service } = options;
  const { clientAddress } = options.proxies ?? trustedProxies();
  return (req: IncomingMessage, res: ServerResponse, next: () => void): boolean => {
    if (!passesGateForFastPath(req)) return false;
    if (service && req.url === ME_PATH && req.method === "GET") {
      service.me(req.headers.authorization ?? null, { clientAddress: clientAddress(req) }).then(
        (answer) => {
          // With its length, the answer leaves in one write; without, Node chunks it (a writev of four).
          res.writeHead(
            answer.status,
            [
              ...answer.headers,
              ...API_HEADERS,
              ["content-length", String(Buffer.byteLength(answer.text))],
            ].flat(),
          );
          res.end(answer.text);
        },
        () => next(),
      );
      return true;
    }
    return pageCache?.serve(req, res, next) ?? false;
  };
}

// Answered before Express (decision 0028), only for requests that pass the gate's checks.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Service } from "../service/index.ts";
import { type TrustedProxies, trustedProxies } from "../service/index.ts";
import type { PageCache } from "./page-cache.ts";
import { passesGateForFastPath } from "./request-shape.ts";

/** Asked on every signed-in page. */
export const ME_PATH = "/service/app/me/";

const API_HEADERS: [string, string][] = [
  ["x-content-type-options", "nosniff"],
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
];

export interface FastPathOptions {
  pageCache?: PageCache;
  service?: Service;
  proxies?: TrustedProxies;
}

export function fastPaths(options: FastPathOptions) {
  const { pageCache, service } = options;
  const { clientAddress } = options.proxies ?? trustedProxies();
  return (req: IncomingMessage, res: ServerResponse, next: () => void): boolean => {
    if (!passesGateForFastPath(req)) return false;
    if (service && req.url === ME_PATH && req.method === "GET") {
      service.me(req.headers.authorization ?? null, { clientAddress: clientAddress(req) }).then(
        (answer) => {
          // With its length, the answer leaves in one write.
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

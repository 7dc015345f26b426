import type { ServiceTransport } from "../../app/request-context.ts";

/**
 * Faults of the service API, made at the transport the site calls it through:
 * the real service answers everything else. Each stands for what the site
 * meets in production (a 429 with Retry-After, a 500, a time-out, a backend
 * that is not there).
 */

export interface CallMatch {
  method?: string;
  /** The API path, without a leading slash: exact, or a pattern for its path and query. */
  path: string | RegExp;
}

type Answer = (request: { path: string; init: RequestInit }) => Response | Promise<Response>;

/** `transport`, except that calls matching `match` get `answer` (it may throw, as a network does). */
export function withFault(
  transport: ServiceTransport,
  match: CallMatch,
  answer: Answer,
): ServiceTransport {
  return {
    fetch(path, init = {}) {
      const bare = path.replace(/^\//, "");
      const method = (init.method ?? "GET").toUpperCase();
      const pathMatches =
        typeof match.path === "string" ? bare.split("?")[0] === match.path : match.path.test(bare);
      if (pathMatches && (!match.method || match.method.toUpperCase() === method)) {
        return Promise.resolve().then(() => answer({ path: bare, init }));
      }
      return transport.fetch(path, init);
    },
  };
}

/** A JSON answer with a status (and headers), as the service or a proxy in front of it gives. */
export function answerJson(body: unknown, status: number, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...Object.fromEntries(new Headers(headers)) },
  });
}

/** What fetch throws when nothing answers at the address. */
export function unreachable(): never {
  throw new TypeError("fetch failed");
}

/** What fetch throws when the transport's time limit passes first. */
export function timedOut(): never {
  throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
}

/** A backend that never answers: every call fails as an unreachable one does. */
export const DEAD_SERVICE: ServiceTransport = {
  fetch: () => Promise.reject(new TypeError("fetch failed")),
};

/** `transport`, writing each call to `asked` as "METHOD path?query". */
export function recording(transport: ServiceTransport, asked: string[]): ServiceTransport {
  return {
    fetch(path, init = {}) {
      asked.push(`${(init.method ?? "GET").toUpperCase()} ${path.replace(/^\//, "")}`);
      return transport.fetch(path, init);
    },
  };
}

import { nextPage, readList } from "#contract/wire.ts";
import type { ServiceTransport } from "~/request-context";

/**
 * How the site calls the service API (spec §7), over whichever transport the host gave: in-process
 * or SERVICE_API_URL. A network failure, a time-out or a 5xx is "unavailable", never mistaken for
 * bad credentials.
 */

export type ApiResult<T> =
  | { kind: "ok"; data: T }
  | { kind: "rejected"; status: number; data: unknown; retryAfter: number | null }
  | { kind: "unavailable" };

/** Turns an answer into the site's type (contract/wire.ts); null when it cannot. */
type Reader<T> = (data: unknown) => T | null;

/** Pages of a list followed at most (a DRF page is 10 to 100 items). */
const MAX_PAGES = 20;

/**
 * A DRF page's `next` (absolute, on the backend's host) as a path under the API root, so it goes
 * through the same transport; null for another list.
 */
function relativePage(next: string | null, path: string): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, "http://service.invalid/");
    const listPath = path.split("?")[0] as string;
    const at = url.pathname.lastIndexOf(`/${listPath}`);
    return at === -1 ? null : `${url.pathname.slice(at + 1)}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * `siteOrigin`: the site's origin the visitor used, said to the service explicitly for the calls
 * that need it (passkeys' relying party when the service has no SITE_URL).
 */
export function createCaller(
  transport: ServiceTransport,
  clientAddress?: string,
  siteOrigin?: string,
) {
  /**
   * One call. `read` turns the answer into the site's type; an answer it cannot read is
   * "unavailable", never a 500 of ours.
   */
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    read: Reader<T> = (data) => data as T,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...extraHeaders, accept: "application/json" };
    // A file's bytes go as they are (the staff console's uploads); anything else as JSON.
    const raw = body instanceof Uint8Array;
    if (body !== undefined)
      headers["content-type"] = raw ? "application/octet-stream" : "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await transport.fetch(path, {
        method,
        headers,
        body: raw
          ? new Blob([new Uint8Array(body)])
          : body === undefined
            ? undefined
            : JSON.stringify(body),
        clientAddress,
        siteOrigin,
      });
    } catch {
      return { kind: "unavailable" };
    }
    if (response.status >= 500) return { kind: "unavailable" };
    let data: unknown = null;
    try {
      // "No content" is an answer: its reader says whether the call expected one.
      if (response.status !== 204) data = await response.json();
    } catch {
      if (response.ok) return { kind: "unavailable" };
    }
    if (response.ok) {
      const value = read(data);
      return value === null ? { kind: "unavailable" } : { kind: "ok", data: value };
    }
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "rejected",
      status: response.status,
      data,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }

  /** A list: a plain array, or DRF pages followed to the end (at most MAX_PAGES). */
  async function list<T>(
    path: string,
    token: string | undefined,
    readItem: Reader<T>,
  ): Promise<ApiResult<T[]>> {
    const items: T[] = [];
    let next: string | null = path;
    for (let page = 0; next !== null && page < MAX_PAGES; page += 1) {
      let raw: unknown = null;
      const answer: ApiResult<T[]> = await call("GET", next, undefined, token, (data) => {
        raw = data;
        return readList(data, readItem);
      });
      if (answer.kind !== "ok") return answer;
      items.push(...answer.data);
      next = relativePage(nextPage(raw), path);
    }
    return { kind: "ok", data: items };
  }

  /** An answer that is not JSON (a course document's bytes): the response, or null when none came. */
  async function fetchRaw(path: string, token: string): Promise<Response | null> {
    try {
      return await transport.fetch(path, {
        method: "GET",
        headers: { authorization: `Bearer ${token}` },
        clientAddress,
      });
    } catch {
      return null;
    }
  }

  return { call, list, fetchRaw };
}

export type Caller = ReturnType<typeof createCaller>;

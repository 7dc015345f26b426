import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

/**
 * What a request the site answers looks like: HTTP/1.x, an origin-form
 * target, a Host and forwarded headers a URL can be built from. The gate
 * refuses the rest; the fast paths check the same before they answer.
 */

/** A Host header that is exactly a host name or address, with an optional port in range. */
export function validHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  try {
    const url = new URL(`http://${host}`);
    const port = url.port === "" ? "" : `:${url.port}`;
    return `${url.hostname}${port}` === host.toLowerCase().replace(/:80$/, "");
  } catch {
    return false;
  }
}

/**
 * X-Forwarded-Proto and -Host, when present, as proxies write them: every
 * value of the list http or https (any case), and a host[:port] (a list with
 * ports is refused: readers split it on the first colon). Express takes the
 * first value and the request's URL is built from it: anything else would be
 * a 500 wherever that URL is made.
 */
export function validForwarded(headers: IncomingHttpHeaders): boolean {
  const values = (value: string | string[] | undefined) =>
    value === undefined
      ? []
      : String(value)
          .split(",")
          .map((part) => part.trim());
  const protocols = values(headers["x-forwarded-proto"]);
  if (protocols.some((proto) => !/^https?$/i.test(proto) && proto !== "")) return false;
  const hosts = values(headers["x-forwarded-host"]);
  if (hosts.length > 1 && hosts.some((host) => host.includes(":"))) return false;
  // A list is read by its first value: an empty one (", https") would be the URL's scheme or host.
  if ((protocols.length > 1 && protocols[0] === "") || (hosts.length > 1 && hosts[0] === "")) {
    return false;
  }
  return hosts.every((host) => host === "" || validHost(host));
}

/** HTTP/1.x and an origin-form target ("/path?query"), the only requests we answer. */
export function speaksOurHttp(versionMajor: number, target: string): boolean {
  return versionMajor === 1 && target.startsWith("/") && !target.startsWith("//");
}

const validHosts = new Set<string>();

/**
 * The gate's checks for a bodiless GET or HEAD, for the fast paths that answer
 * before Express (the page cache, app/me/): HTTP/1.x, an origin-form target,
 * a valid Host, no body and no Expect. Anything else goes through the gate.
 */
export function passesGateForFastPath(req: IncomingMessage): boolean {
  const { method, url = "", headers } = req;
  if (method !== "GET" && method !== "HEAD") return false;
  if (!speaksOurHttp(req.httpVersionMajor, url)) return false;
  if (headers.expect !== undefined) return false;
  if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) {
    return false;
  }
  if (!validForwarded(headers)) return false;
  const host = headers.host ?? "";
  if (validHosts.has(host)) return true;
  if (!validHost(host)) return false;
  // Hosts seen valid, remembered (bounded: a flood of new names only costs the parse).
  if (validHosts.size >= 1000) validHosts.clear();
  validHosts.add(host);
  return true;
}

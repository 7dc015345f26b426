import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

// Shared by the gate and the fast paths, so both refuse the same requests.

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

/** Express builds the URL from the first value: anything odd would be a 500 wherever it is made. */
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
  // An empty first value (", https") would be the URL's scheme or host.
  if ((protocols.length > 1 && protocols[0] === "") || (hosts.length > 1 && hosts[0] === "")) {
    return false;
  }
  return hosts.every((host) => host === "" || validHost(host));
}

export function speaksOurHttp(versionMajor: number, target: string): boolean {
  return versionMajor === 1 && target.startsWith("/") && !target.startsWith("//");
}

const validHosts = new Set<string>();

/** The gate's checks for the fast paths, which answer before Express; the rest goes through it. */
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
  // Bounded: a flood of new names only costs the parse.
  if (validHosts.size >= 1000) validHosts.clear();
  validHosts.add(host);
  return true;
}

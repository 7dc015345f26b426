/**
 * Loopback is always trusted (the page cache asks its own instance). One answer for the gate,
 * page cache and fast path, so rate limits count the same visitor wherever it is answered.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

export interface TrustedProxies {
  trust: (address: string, hop: number) => boolean;
  fromTrustedProxy(req: IncomingMessage): boolean;
  clientAddress(req: IncomingMessage): string;
}

const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.includes(entry)) continue;
    try {
      // ipaddr.js also takes "1", which reads like a hop count.
      if (isIP(entry.split("/")[0] ?? "") === 0) throw new Error("not an address");
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry.slice(0, 60)}" is not an address or subnet (for example 10.0.0.0/8, 192.168.1.10, ` +
          "fd00::/8) nor one of loopback, linklocal, uniquelocal",
      );
    }
    if (tooWide(entry)) {
      throw new Error(
        `"${entry.slice(0, 60)}" would trust addresses far beyond a load balancer's: list its addresses or subnet`,
      );
    }
  }
  return entries;
}

/** Wider than an IPv4 /8 or one IPv6 first byte (but fc00::/7), however written: probed. */
function tooWide(entry: string): boolean {
  const trust = proxyaddr.compile(entry);
  const firstBytes = (probe: (first: number) => [string, string]) => {
    const trusted: number[] = [];
    for (let first = 0; first < 256; first += 1) {
      const [low, high] = probe(first);
      if (trust(low, 0) || trust(high, 0)) trusted.push(first);
    }
    return trusted;
  };
  if (firstBytes((first) => [`${first}.0.0.1`, `${first}.255.255.254`]).length > 1) return true;
  const v6 = firstBytes((first) => {
    const hex = first.toString(16).padStart(2, "0");
    return [`${hex}00::1`, `${hex}ff:ffff:ffff:ffff:ffff:ffff:ffff:fffe`];
  });
  return v6.length > 2 || (v6.length === 2 && !(v6[0] === 0xfc && v6[1] === 0xfd));
}

export function trustedProxies(listed: readonly string[] = []): TrustedProxies {
  const trust = proxyaddr.compile(["loopback", ...listed]);
  return {
    trust,
    fromTrustedProxy: (req) => trust(req.socket.remoteAddress ?? "", 0),
    clientAddress: (req) => (req.socket.remoteAddress ? proxyaddr(req, trust) : "unknown"),
  };
}

/**
 * The site's origin a request was made to: X-Forwarded-Proto and -Host from a trusted proxy (the
 * site calling over HTTP says them so), else this server's Host over plain HTTP.
 */
export function forwardedOrigin(req: IncomingMessage, proxies: TrustedProxies): string {
  const first = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() ?? "";
  };
  const trusted = proxies.fromTrustedProxy(req);
  const proto = (trusted && first("x-forwarded-proto")) || "http";
  const host = (trusted && first("x-forwarded-host")) || first("host");
  const sent = `${proto}://${host}`;
  return URL.canParse(sent) && /^https?:$/.test(new URL(sent).protocol) ? new URL(sent).origin : "";
}

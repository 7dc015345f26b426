/**
 * Which peers may tell us who the visitor is (X-Forwarded-For, -Proto, -Host):
 * a proxy on this machine always (the page cache fills pages by asking its own
 * instance over the loopback), and the addresses or subnets a deployment lists
 * in TRUST_PROXY (its load balancer). One answer for the request gate (Express's
 * "trust proxy"), the page cache and the service's fast path, so the rate
 * limits by address count the same visitor wherever the request is answered.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

export interface TrustedProxies {
  /** Express's "trust proxy" function: is the address `hop` steps from us a trusted proxy? */
  trust: (address: string, hop: number) => boolean;
  /** The request came straight from a trusted proxy, so its forwarded headers stand. */
  fromTrustedProxy(req: IncomingMessage): boolean;
  /** The visitor's address: the nearest one in X-Forwarded-For that is not a trusted proxy. */
  clientAddress(req: IncomingMessage): string;
}

/** The names proxy-addr knows besides addresses and subnets. */
const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** Reads TRUST_PROXY: a comma-separated list; throws with the entry it could not read. */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.includes(entry)) continue;
    try {
      // Written the usual way (ipaddr.js also takes "1" or "0x7f000001", and "1" reads like a hop count).
      if (isIP(entry.split("/")[0] ?? "") === 0) throw new Error("not an address");
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry.slice(0, 60)}" is not an address or subnet (for example 10.0.0.0/8, 192.168.1.10, ` +
          "fd00::/8) nor one of loopback, linklocal, uniquelocal",
      );
    }
    // A subnet wider than any private network (0.0.0.0/1), or of every IPv4 address written as
    // IPv6 (::ffff:0:0/96), would believe any visitor's word.
    if (tooWide(entry)) {
      throw new Error(
        `"${entry.slice(0, 60)}" would trust addresses far beyond a load balancer's: list its addresses or subnet`,
      );
    }
  }
  return entries;
}

/**
 * Wider than a /8 of IPv4 (however written: a prefix, a netmask, IPv4 as IPv6) or than one first
 * byte of IPv6, but for the unique-local block fc00::/7: asked of the entry itself, by probing an
 * address at each end of every first byte.
 */
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

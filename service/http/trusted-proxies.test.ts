import type { IncomingMessage } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, trustedProxies } from "./trusted-proxies.ts";

/** A request as it reaches the server: the peer's address and what it forwarded. */
const from = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("trusted proxies (TRUST_PROXY)", () => {
  it("reads addresses, subnets and range names, and names what it cannot read", () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    for (const narrow of [
      "10.0.0.0/8",
      "10.0.0.0/255.0.0.0",
      "fc00::/7",
      "2a00::/8",
      "::ffff:10.0.0.0/104",
    ]) {
      expect(parseTrustProxy(narrow)).toEqual([narrow]);
    }
    expect(parseTrustProxy(" 10.0.0.0/8, 192.0.2.7 ,fd00::/8,uniquelocal,")).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "fd00::/8",
      "uniquelocal",
    ]);
    for (const wrong of ["10.0.0.0/33", "balancer.internal", "300.1.1.1", "true", "*", "1"]) {
      expect(() => parseTrustProxy(wrong)).toThrow(/is not an address or subnet/);
    }
    for (const everyone of ["0.0.0.0/0", "::/0"]) {
      expect(() => parseTrustProxy(everyone)).toThrow(/"/);
    }
    for (const wide of [
      "0.0.0.0/1",
      "128.0.0.0/7",
      "0.0.0.0/128.0.0.0",
      "10.0.0.0/254.0.0.0",
      "::/1",
      "::ffff:0:0/96",
      "::ffff:0:0/97",
      "::ffff:0:0/103",
      "2000::/7",
      "2a00::/6",
      "10.0.0.1, 0.0.0.0/4",
    ]) {
      expect(() => parseTrustProxy(wide)).toThrow(/far beyond a load balancer's/);
    }
  });

  it("refuses any text that is not a list of addresses, with words, never another error", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          parseTrustProxy(text);
        } catch (error) {
          expect((error as Error).message).toMatch(
            /is not an address or subnet|far beyond a load balancer's/,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it("takes the visitor's address from a proxy on this machine, always", () => {
    const proxies = trustedProxies();
    expect(proxies.clientAddress(from("127.0.0.1", "198.51.100.4"))).toBe("198.51.100.4");
    expect(proxies.clientAddress(from("::ffff:127.0.0.1", "198.51.100.4"))).toBe("198.51.100.4");
    expect(proxies.fromTrustedProxy(from("::1"))).toBe(true);
  });

  it("ignores what an unlisted peer forwards: it is the visitor", () => {
    const proxies = trustedProxies();
    expect(proxies.clientAddress(from("192.0.2.9", "127.0.0.1"))).toBe("192.0.2.9");
    expect(proxies.fromTrustedProxy(from("192.0.2.9"))).toBe(false);
  });

  it("trusts a listed balancer, and takes the nearest address it did not list", () => {
    const proxies = trustedProxies(parseTrustProxy("10.0.0.0/8"));
    expect(proxies.fromTrustedProxy(from("10.1.2.3"))).toBe(true);
    // A visitor's made-up first entry is not believed: the balancer appended the real one.
    expect(proxies.clientAddress(from("10.1.2.3", "127.0.0.1, 198.51.100.4"))).toBe("198.51.100.4");
    // Through two of our proxies (balancer, then a sidecar on this machine).
    expect(proxies.clientAddress(from("127.0.0.1", "198.51.100.4, 10.1.2.3"))).toBe("198.51.100.4");
  });
});

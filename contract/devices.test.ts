import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviceWords, maskedNetwork } from "./devices.ts";

const AGENTS = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  firefoxWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  edgeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0",
};

describe("device words", () => {
  it("names the browser and the system as a person says them", () => {
    expect(deviceWords(AGENTS.chromeAndroid).words).toBe("Chrome on Android");
    expect(deviceWords(AGENTS.firefoxWindows).words).toBe("Firefox on Windows");
    expect(deviceWords(AGENTS.safariIphone).words).toBe("Safari on iOS");
    expect(deviceWords(AGENTS.edgeMac).words).toBe("Microsoft Edge on macOS");
  });

  it("says it does not know rather than guessing", () => {
    expect(deviceWords("").words).toBe("An unknown browser");
    expect(deviceWords(null).words).toBe("An unknown browser");
    expect(deviceWords("curl/8.4.0").words).not.toContain("undefined");
  });

  it("never throws, whatever the header holds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (agent) => {
        const { words } = deviceWords(agent);
        expect(typeof words).toBe("string");
        expect(words.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("masked networks", () => {
  it("keeps an IPv4 /24", () => {
    expect(maskedNetwork("203.0.113.77")).toBe("203.0.113.x");
    expect(maskedNetwork("::ffff:198.51.100.9")).toBe("198.51.100.x");
  });

  it("keeps an IPv6 /48", () => {
    expect(maskedNetwork("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(maskedNetwork("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(maskedNetwork("::1")).toBe("0:0:0::/48");
    expect(maskedNetwork("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(maskedNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0::/48");
  });

  it("is null for anything that is not an address", () => {
    expect(maskedNetwork("unknown")).toBeNull();
    expect(maskedNetwork("")).toBeNull();
    expect(maskedNetwork(undefined)).toBeNull();
  });

  it("never shows more than the network of any address", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        const masked = maskedNetwork(address) ?? "";
        expect(masked.endsWith(".x")).toBe(true);
        expect(masked).not.toBe(address);
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const masked = maskedNetwork(address) ?? "";
        if (address.toLowerCase().startsWith("::ffff:") && address.includes(".")) return;
        expect(masked).toMatch(/^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/);
      }),
    );
  });
});

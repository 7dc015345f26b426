import { isIP } from "node:net";
import Bowser from "bowser";

/**
 * Where a sign-in came from, in words a person recognises (decision 0062): the site's session list
 * and the service's new-device e-mail say it the same way.
 */

/**
 * Our extension on `auth/jwt/create/`: the site's long-lived device key for this browser, so the
 * service can tell a device it has seen. Other backends ignore it.
 */
export const DEVICE_KEY_HEADER = "x-portal-device";

/** 32 random bytes, base64url: what the site makes; anything else is not a device key. */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A User-Agent longer than this is not a browser's; only its start is read. */
const MAX_AGENT_LENGTH = 512;

export interface DeviceWords {
  browser: string;
  system: string;
  /** "Chrome on Android"; "An unknown browser" when the User-Agent says nothing we can read. */
  words: string;
}

const UNKNOWN_BROWSER = "An unknown browser";

/** Device and browser in words, from a User-Agent; never throws. */
export function deviceWords(userAgent: string | null | undefined): DeviceWords {
  const agent = (userAgent ?? "").slice(0, MAX_AGENT_LENGTH);
  let browser = "";
  let system = "";
  if (agent) {
    try {
      const parser = Bowser.getParser(agent);
      browser = parser.getBrowserName() || "";
      system = parser.getOSName() || "";
    } catch {
      // Not a User-Agent bowser can read: said as unknown.
    }
  }
  const words =
    browser && system
      ? `${browser} on ${system}`
      : browser || (system ? `A browser on ${system}` : UNKNOWN_BROWSER);
  return { browser, system, words };
}

/**
 * The network, not the address: an IPv4 /24 ("203.0.113.x") or an IPv6 /48 ("2001:db8:1::/48").
 * Enough to recognise one's home or office; too little to point at one machine.
 */
export function maskedNetwork(address: string | null | undefined): string | null {
  let text = (address ?? "").trim();
  // An IPv4 address written as IPv6 (a dual-stack socket) is the IPv4 network.
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text)) text = text.slice(7);
  const kind = isIP(text);
  if (kind === 4) return `${text.split(".").slice(0, 3).join(".")}.x`;
  if (kind === 6) {
    const groups = expandIpv6(text).slice(0, 3);
    return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/48`;
  }
  return null;
}

/** Eight groups of four hex digits; the input is a valid IPv6 address (a zone id dropped). */
function expandIpv6(address: string): string[] {
  const [plain = ""] = address.toLowerCase().split("%");
  const [head = "", tail] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part stands for two groups.
  const last = tailGroups.length > 0 ? tailGroups : headGroups;
  const dotted = last.at(-1) ?? "";
  if (dotted.includes(".")) {
    const bytes = dotted.split(".").map(Number);
    const hex = (a = 0, b = 0) => ((a << 8) | b).toString(16);
    last.splice(-1, 1, hex(bytes[0], bytes[1]), hex(bytes[2], bytes[3]));
  }
  const missing = 8 - headGroups.length - tailGroups.length;
  const middle = tail === undefined ? [] : Array.from({ length: missing }, () => "0");
  return [...headGroups, ...middle, ...tailGroups].map((group) => group.padStart(4, "0"));
}

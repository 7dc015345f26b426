import { deviceWords, maskedNetwork } from "#contract/devices.ts";
import type { RequestDevice } from "./device.server";

/**
 * Where a session was made, kept with it for the member's list of sessions (decision 0062): the
 * device in words, the network masked, the country when a trusted proxy said it. Never the full
 * address, never the User-Agent itself.
 */
export interface SessionOrigin {
  device: string;
  network: string | null;
  place: string | null;
}

const REGIONS = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Codes a CDN uses for "it does not know" (XX, Cloudflare's T1 for Tor): no place. */
const NOT_A_PLACE = new Set(["XX", "T1", "ZZ", "EU", "AP"]);

/** An ISO 3166 country code as its English name; null for anything else. */
export function placeOf(countryCode: string | null | undefined): string | null {
  const code = (countryCode ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_PLACE.has(code)) return null;
  try {
    return REGIONS.of(code) ?? null;
  } catch {
    return null;
  }
}

export function sessionOrigin(
  device: RequestDevice,
  clientAddress: string,
  countryCode: string,
): SessionOrigin {
  return {
    device: deviceWords(device.userAgent).words,
    network: maskedNetwork(clientAddress),
    place: placeOf(countryCode),
  };
}

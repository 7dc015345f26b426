import type { IncomingMessage } from "node:http";
import type { TrustedProxies } from "../service/index.ts";

/** A country code is two letters; a longer value is not one, and is not kept. */
const MAX_PLACE_LENGTH = 8;

/**
 * The visitor's country as the proxy in front said it (PLACE_HEADER, decision 0062): believed only
 * from a proxy we trust, like X-Forwarded-For; "" otherwise.
 */
export function clientPlace(
  req: IncomingMessage,
  placeHeader: string | undefined,
  proxies: TrustedProxies,
): string {
  if (!placeHeader || !proxies.fromTrustedProxy(req)) return "";
  const value = req.headers[placeHeader.toLowerCase()];
  return typeof value === "string" ? value.slice(0, MAX_PLACE_LENGTH) : "";
}

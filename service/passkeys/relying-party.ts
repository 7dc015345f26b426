import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import type { ServiceContext } from "../context.ts";
import { ApiError } from "../http/responses.ts";

export interface RelyingParty {
  /** "https://portal.example": what the browser must say it was on. */
  origin: string;
  /** "portal.example": what a passkey is bound to. */
  id: string;
  name: string;
}

const RP_NAME = "Aarogya Bharat Collective";

/**
 * SITE_URL's origin when set (every deployment); else the origin the visitor used, as the site
 * in-process or a trusted proxy said it. Never the caller's own word: a passkey made for one origin
 * proves nothing on another.
 */
export function relyingParty(context: ServiceContext): RelyingParty {
  const origin = context.settings.siteUrl ?? context.siteOrigin;
  if (!origin || !URL.canParse(origin))
    throw new ApiError(400, { detail: PASSKEY_WORDS.siteUnknown });
  const url = new URL(origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ApiError(400, { detail: PASSKEY_WORDS.siteUnknown });
  }
  return { origin: url.origin, id: url.hostname, name: RP_NAME };
}

import type { Request } from "express";

/**
 * The site's origin as a request reached it, in one place for the request
 * gate's origin check and the URL React Router sees (its own check compares
 * them): SITE_URL's when set, else the scheme and host Express gives, which
 * take X-Forwarded-Proto and -Host only from a trusted proxy (TRUST_PROXY).
 */
export function siteOrigin(req: Request, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  return `${req.protocol}://${req.host ?? ""}`.toLowerCase();
}

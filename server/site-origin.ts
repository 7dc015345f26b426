import type { Request } from "express";

/**
 * The site's origin as a request reached it, in one place for the request
 * gate's origin check and the URL React Router sees (its own check compares
 * them): SITE_URL's when set, else the scheme and host Express gives, which
 * take X-Forwarded-Proto and -Host only from a trusted proxy (TRUST_PROXY).
 */
export function siteOrigin(req: Request, siteUrl: string | undefined): string {
  if (siteUrl) return originOfSiteUrl(siteUrl);
  const sent = `${req.protocol}://${req.host ?? ""}`.toLowerCase();
  // As a browser writes it: a proxy's "portal.example:443" under https is the Origin "https://portal.example".
  return originOf(sent) ?? sent;
}

/** SITE_URL is one setting for the process's life: parsed once, not on every request. */
let parsedSiteUrl: { url: string; origin: string } | undefined;
function originOfSiteUrl(siteUrl: string): string {
  if (parsedSiteUrl?.url !== siteUrl)
    parsedSiteUrl = { url: siteUrl, origin: new URL(siteUrl).origin };
  return parsedSiteUrl.origin;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Was this state-changing request sent by a page of this site? `Origin` first
 * (every current browser sends it on a POST); without it `Sec-Fetch-Site`;
 * without both the `Referer`. A request with none of the three is refused: no
 * browser sends such a POST, and the site has no clients other than browsers.
 */
export function sameOrigin(req: Request, siteUrl: string | undefined): boolean {
  const expected = siteOrigin(req, siteUrl);
  const origin = req.get("origin");
  // Compared as sent: a browser sends exactly scheme://host[:port]; userinfo ("evil@host"), a path
  // or a trailing slash is no browser's Origin, so it is refused rather than parsed into a match.
  if (origin !== undefined) return origin.toLowerCase() === expected.toLowerCase();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const referer = req.get("referer");
  if (referer !== undefined) return originOf(referer) === expected;
  return false;
}

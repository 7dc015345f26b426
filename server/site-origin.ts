import type { Request } from "express";

/** One origin for the gate and the URL React Router sees: its own check compares them. */
export function siteOrigin(req: Request, siteUrl: string | undefined): string {
  if (siteUrl) return originOfSiteUrl(siteUrl);
  const sent = `${req.protocol}://${req.host ?? ""}`.toLowerCase();
  // As a browser writes it: "portal.example:443" under https is "https://portal.example".
  return originOf(sent) ?? sent;
}

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

/** None of the three is refused: no browser sends such a POST, and only browsers post here. */
export function sameOrigin(req: Request, siteUrl: string | undefined): boolean {
  const expected = siteOrigin(req, siteUrl);
  const origin = req.get("origin");
  // Compared as sent, not parsed: "evil@host" or a path is no browser's Origin.
  if (origin !== undefined) return origin.toLowerCase() === expected.toLowerCase();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const referer = req.get("referer");
  if (referer !== undefined) return originOf(referer) === expected;
  return false;
}

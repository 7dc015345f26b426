import type { Response } from "express";

/**
 * Who may frame a page. Every answer says `frame-ancestors 'none'` (and
 * helmet's X-Frame-Options) except an editor's preview, which the studio's
 * Presentation tool shows in a frame: there the site itself and the studio's
 * origin (SANITY_STUDIO_URL) may frame it. The application marks a preview
 * answer (PREVIEW_ANSWER_HEADER); the host owns the headers. Decision 0049.
 */
export function previewFrameAncestors(studioUrl: string | undefined): string {
  const sources = ["'self'"];
  if (studioUrl) sources.push(new URL(studioUrl).origin);
  return sources.join(" ");
}

/** The policy with its frame-ancestors directive replaced (added when it had none). */
export function withFrameAncestors(policy: string, ancestors: string): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^frame-ancestors(\s|$)/i.test(directive));
  directives.push(`frame-ancestors ${ancestors}`);
  return directives.join("; ");
}

/** Lets the studio frame this answer: frame-ancestors names it, X-Frame-Options goes. */
export function allowStudioFrame(res: Response, ancestors: string): void {
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string") {
    res.setHeader("content-security-policy", withFrameAncestors(policy, ancestors));
  }
  res.removeHeader("x-frame-options");
}

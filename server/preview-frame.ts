import type { Response } from "express";

/** Only an editor's preview may be framed, by the site and the studio (decision 0049). */
export function previewFrameAncestors(studioUrl: string | undefined): string {
  const sources = ["'self'"];
  if (studioUrl) sources.push(new URL(studioUrl).origin);
  return sources.join(" ");
}

export function withFrameAncestors(policy: string, ancestors: string): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^frame-ancestors(\s|$)/i.test(directive));
  directives.push(`frame-ancestors ${ancestors}`);
  return directives.join("; ");
}

export function allowStudioFrame(res: Response, ancestors: string): void {
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string") {
    res.setHeader("content-security-policy", withFrameAncestors(policy, ancestors));
  }
  res.removeHeader("x-frame-options");
}

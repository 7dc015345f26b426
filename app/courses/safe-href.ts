/**
 * Links and pictures that come from the service's data (course images,
 * resources) are used only when they point at the web: http(s) anywhere, or
 * a path on this site. Anything else (javascript:, data:, a protocol-relative
 * //host) is not rendered as a link at all.
 */
export function safeHref(value: string | null | undefined): string | null {
  const href = value?.trim();
  if (!href) return null;
  if (href.startsWith("/")) {
    // "//host" and "/\host" leave the site in browsers.
    return href.startsWith("//") || href.startsWith("/\\") ? null : href;
  }
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

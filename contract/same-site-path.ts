/**
 * A path of this site as a browser would follow it, or null: "/blog-details/x",
 * never "//evil.example", "/\\evil.example" or "/\t/evil.example" (browsers drop
 * tabs and newlines and read a backslash as a slash, so those leave the site).
 * The path is returned as a URL parser writes it, so what is checked is what
 * a browser follows: "/..//evil.example" is "//evil.example" once resolved,
 * and a character a Location header cannot carry ("/€", "/a\0b") comes back
 * percent-encoded. One rule for every return address and redirect.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || /[\s\\]/.test(value)) return null;
  if (value.startsWith("//")) return null;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

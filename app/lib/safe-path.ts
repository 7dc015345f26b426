/**
 * Only a path on this site may be a return address: "/blog-details/x", never
 * "//evil.example", "/\\evil.example" or "/\t/evil.example" (browsers drop
 * tabs and newlines and read a backslash as a slash, so those leave the site).
 * The path is returned as a URL parser writes it, so what is checked is what
 * a browser follows: "/..//evil.example" is "//evil.example" once resolved,
 * and a character a Location header cannot carry ("/€", "/\0") comes back
 * percent-encoded.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\s\\]/.test(value)) return "/";
  if (value.startsWith("//")) return "/";
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? "/" : path;
}

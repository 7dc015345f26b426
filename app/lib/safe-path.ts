/**
 * Only a path on this site may be a return address: "/blog-details/x", never
 * "//evil.example", "/\\evil.example" or "/\t/evil.example" (browsers drop
 * tabs and newlines and read a backslash as a slash, so those leave the site).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\s\\]/.test(value)) return "/";
  if (value.startsWith("//")) return "/";
  const url = new URL(value, "http://site.invalid");
  return url.origin === "http://site.invalid" ? value : "/";
}

/**
 * A path of this site as a browser follows it, or null: browsers drop tabs and read "\" as "/",
 * and "/..//evil.example" resolves to "//evil.example", so the parsed path is what is checked.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || /[\s\\]/.test(value)) return null;
  if (value.startsWith("//")) return null;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

/**
 * Text as a URL part, for the site's heading anchors and the service's
 * catalogue slugs: "Organic Chemistry: Part 2" → "organic-chemistry-part-2".
 * Lower case, ASCII letters and digits, single hyphens; accents dropped.
 */
export function slugify(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
  return slug || fallback;
}

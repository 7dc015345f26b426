/**
 * A list page's address with some of its query changed: a sort, a filter or a page. Changing
 * anything but the page starts again at page 1 (page 3 of another order is not where anyone meant
 * to go). `null` removes a value.
 */
export function listHref(
  search: string,
  changes: Readonly<Record<string, string | number | null>>,
): string {
  const params = new URLSearchParams(search);
  if (!("page" in changes)) params.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "" || (name === "page" && value === 1)) params.delete(name);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

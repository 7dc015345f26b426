/** Changing anything but the page starts again at page 1. */
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

import { type FilterDefault, stegaClean } from "@sanity/client/stega";

/**
 * Stega marks belong only in text a person reads: this filter and buildSeo's cleaning keep them
 * there.
 */
const NEVER_TEXT = new Set([
  "alt",
  "anchor",
  "key",
  "order",
  "category",
  "kind",
  "style",
  "listItem",
  "layout",
  "icon",
  "variant",
  "width",
  // Turned into tel:, mailto: and wa.me links.
  "contactNumber",
  "whatsappNumber",
  "phone",
  "email",
  "language",
]);

export const stegaFilter: FilterDefault = (props) => {
  if (!props.filterDefault(props)) return false;
  const field = props.sourcePath.at(-1);
  return !(typeof field === "string" && NEVER_TEXT.has(field));
};

export function withoutStega<T>(value: T): T {
  return stegaClean(value) as T;
}

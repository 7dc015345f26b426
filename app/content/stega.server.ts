import { type FilterDefault, stegaClean } from "@sanity/client/stega";

/**
 * Stega: in an editor's preview on Sanity, each text the drafts client
 * returns carries its source (document, field) as invisible characters, which
 * the studio's overlays read to make the text a click away from its field.
 * They belong in text a person reads, nowhere else: not in <head>, JSON-LD,
 * an attribute, a comparison, a slug or a sort key. Two fences keep them there:
 *  - this filter encodes only fields shown as text (Sanity's default rule, which
 *    already skips slugs, URLs, dates, ids and the `seo` object, and a list of
 *    fields that are never shown as text on this site);
 *  - what goes to <head> and JSON-LD is cleaned where it is built (buildSeo).
 * The preview walk (tests/e2e/visual-editing.spec.ts) fails on any leak.
 */
const NEVER_TEXT = new Set([
  // Attributes: alternative text, captions used as titles, anchors.
  "alt",
  "anchor",
  // Keys the site compares or sorts by.
  "key",
  "order",
  "category",
  "kind",
  "style",
  "listItem",
  "layout",
  "icon",
  // The page builder's choices of how a block is drawn.
  "variant",
  "width",
  // Contact details the site turns into tel:, mailto: and wa.me links.
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

/** A value with every stega character taken out (what <head> and JSON-LD are given). */
export function withoutStega<T>(value: T): T {
  return stegaClean(value) as T;
}

/**
 * Which version of the content an editor's preview reads: "drafts" (each draft over its published
 * document), "published", or a content release's stack as the studio names it (release ids, most
 * specific first, then "drafts"). The studio sends it as text (`sanity-preview-perspective`:
 * "drafts", or "rSpring,rLaunch,drafts") and may change it while the editor works; anything else is
 * refused rather than passed to Sanity's API.
 */
export type PreviewPerspective = "drafts" | "published" | readonly string[];

export const DEFAULT_PREVIEW_PERSPECTIVE: PreviewPerspective = "drafts";

/** A release id as Sanity makes them (letters and digits, `r` first) or a named layer. */
const LAYER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** No studio stacks more than a few releases; a longer list is not a perspective. */
const MAX_LAYERS = 20;

/** The perspective a text names, or null when it names none. */
export function parsePerspective(value: unknown): PreviewPerspective | null {
  if (Array.isArray(value)) return parseLayers(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "drafts" || text === "published") return text;
  return parseLayers(text.split(",").map((layer) => layer.trim()));
}

function parseLayers(layers: unknown[]): PreviewPerspective | null {
  if (layers.length === 1 && (layers[0] === "drafts" || layers[0] === "published"))
    return layers[0];
  if (layers.length === 0 || layers.length > MAX_LAYERS) return null;
  if (!layers.every((layer): layer is string => typeof layer === "string" && LAYER.test(layer))) {
    return null;
  }
  // "raw" shows every version at once: never a page's perspective.
  if (layers.includes("raw")) return null;
  if (new Set(layers).size !== layers.length) return null;
  return layers;
}

/** The perspective as the studio writes it, for a cookie or an address. */
export function perspectiveText(perspective: PreviewPerspective): string {
  return typeof perspective === "string" ? perspective : perspective.join(",");
}

/**
 * An editor's preview perspective as the studio sends it; anything else is refused, not passed on.
 */
export type PreviewPerspective = "drafts" | "published" | readonly string[];

export const DEFAULT_PREVIEW_PERSPECTIVE: PreviewPerspective = "drafts";

const LAYER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const MAX_LAYERS = 20;

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
  if (layers.includes("raw")) return null;
  if (new Set(layers).size !== layers.length) return null;
  return layers;
}

export function perspectiveText(perspective: PreviewPerspective): string {
  return typeof perspective === "string" ? perspective : perspective.join(",");
}

/**
 * The one rule for addresses that come from editors or another service (rich text, site settings,
 * module resources, course data, sliders): where they may lead, and whether they are links at all.
 */

export type Href =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "unsafe" };

/**
 * Site paths go through the router; http(s), mailto and tel are plain links; anything else
 * (javascript:, data:, protocol-relative //host, …) is not a link at all.
 */
export function classifyHref(raw: unknown): Href {
  if (typeof raw !== "string") return { kind: "unsafe" };
  const href = raw.trim();
  if (/^\/(?![/\\])/.test(href) && !/[\\\s]/.test(href)) return { kind: "internal", to: href };
  if (/^#[\w-]+$/.test(href)) return { kind: "external", href };
  try {
    const url = new URL(href);
    if (["http:", "https:", "mailto:", "tel:"].includes(url.protocol)) {
      return { kind: "external", href: url.href };
    }
  } catch {
    // Not a URL: fall through.
  }
  return { kind: "unsafe" };
}

/**
 * An address a picture or a download may use: a path on this site or an http(s) URL; anything else
 * (mail, phone, scripts, other schemes) is null.
 */
export function webHref(raw: unknown): string | null {
  const target = classifyHref(raw);
  if (target.kind === "internal") return target.to;
  if (target.kind === "external" && /^https?:/.test(target.href)) return target.href;
  return null;
}

import { type ReactNode, useCallback, useState } from "react";
import {
  assetDimensions,
  type ContentImageConfig,
  type ContentImageFormat,
  croppedSize,
  IMAGE_WIDTHS,
  imageUrl,
  useContentImageConfig,
} from "./image-url";

/**
 * A picture as every query projects it:
 * `{ alt, caption, crop, hotspot, "asset": asset->{ _id, "width": metadata.dimensions.width,
 *    "height": metadata.dimensions.height, "lqip": metadata.lqip } }`.
 * (To be replaced by the TypeGen result type, which is assignable to this.)
 */
export interface ContentFigure {
  alt: string | null;
  caption: string | null;
  crop: {
    _type?: "sanity.imageCrop";
    top: number;
    bottom: number;
    left: number;
    right: number;
  } | null;
  hotspot: {
    _type?: "sanity.imageHotspot";
    x: number;
    y: number;
    height: number;
    width: number;
  } | null;
  asset: {
    _id: string;
    width: number | null;
    height: number | null;
    lqip: string | null;
  } | null;
}

export interface ContentImageProps {
  image: ContentFigure | null | undefined;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** Widths to offer (default: all of IMAGE_WIDTHS); others are dropped, the image route refuses them. */
  widths?: readonly number[];
  /** Width / height to crop to, around the hotspot (default: the editor's crop as it is). */
  aspect?: number;
  /** Above the fold: load at once and ahead of other images. */
  priority?: boolean;
  /** Class of the <img>. */
  className?: string;
  /** `true` shows the figure's own caption under it; a node shows that instead. */
  caption?: boolean | ReactNode;
}

/** A tiny base64 image, and nothing that could close the CSS url("…") it is put in. */
const LQIP = /^data:image\/(?:jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** The fallback <img src> for browsers that ignore srcset: a middling width. */
const FALLBACK_WIDTH = 960;

interface Candidate {
  /** The width asked of the image service. */
  request: number;
  /** The width the browser gets (less when the source is narrower). */
  actual: number;
}

/**
 * The renditions to offer: every allowed width the source can fill, plus the next one up (which the
 * service answers at the source's own width) so the full resolution is on offer too.
 */
export function candidateWidths(allowed: readonly number[], available: number): Candidate[] {
  const sorted = [...new Set(allowed)]
    .filter((width) => (IMAGE_WIDTHS as readonly number[]).includes(width))
    .sort((a, b) => a - b);
  const fits = sorted.filter((width) => width <= available);
  const candidates = fits.map((width) => ({ request: width, actual: width }));
  const next = sorted.find((width) => width > available);
  if (next !== undefined && (fits.at(-1) ?? 0) < available) {
    candidates.push({ request: next, actual: available });
  }
  return candidates;
}

function srcSetOf(
  config: ContentImageConfig,
  image: ContentFigure & { asset: { _id: string } },
  candidates: Candidate[],
  format: ContentImageFormat,
  aspect: number | undefined,
): string {
  return candidates
    .map(({ request, actual }) => {
      const height = aspect ? Math.max(1, Math.round(request / aspect)) : undefined;
      return `${imageUrl(config, image, { width: request, height, format })} ${actual}w`;
    })
    .join(", ");
}

type FigureWithAsset = ContentFigure & { asset: NonNullable<ContentFigure["asset"]> };

interface Rendition {
  /** The picture's size, in source pixels, after crop and aspect. */
  width: number;
  height: number;
  src: string;
  srcSet: string;
}

/** Renditions already worked out, by everything that goes into them; emptied past its cap. */
const renditions = new Map<string, Rendition | null>();
const MAX_RENDITIONS = 2000;

/**
 * The sizes and URLs of one figure as shown (the same few figures are on page after page, so they
 * are worked out once per figure, not per render).
 */
function renditionOf(
  config: ContentImageConfig,
  figure: FigureWithAsset,
  widths: readonly number[],
  aspect: number | undefined,
): Rendition | null {
  const { asset } = figure;
  const key = JSON.stringify([
    config,
    asset._id,
    asset.width,
    asset.height,
    figure.crop,
    figure.hotspot,
    widths,
    aspect,
  ]);
  const known = renditions.get(key);
  if (known !== undefined) return known;
  const rendition = workOutRendition(config, figure, widths, aspect);
  if (renditions.size >= MAX_RENDITIONS) renditions.clear();
  renditions.set(key, rendition);
  return rendition;
}

function workOutRendition(
  config: ContentImageConfig,
  figure: FigureWithAsset,
  widths: readonly number[],
  aspect: number | undefined,
): Rendition | null {
  const { asset } = figure;
  const source =
    asset.width && asset.height
      ? { width: asset.width, height: asset.height }
      : assetDimensions(asset._id);
  if (!source) return null;
  // The largest picture the crop (and the aspect, if any) allows, in source pixels.
  const cropped = croppedSize(figure, source);
  const ratio = aspect && Number.isFinite(aspect) && aspect > 0 ? aspect : undefined;
  let width = cropped.width;
  let height = cropped.height;
  if (ratio && width / height > ratio) width = Math.max(1, Math.round(height * ratio));
  else if (ratio) height = Math.max(1, Math.round(width / ratio));

  const candidates = candidateWidths(widths, width);
  if (candidates.length === 0) return null;
  const fallback =
    candidates.filter((c) => c.request <= FALLBACK_WIDTH).at(-1) ?? (candidates[0] as Candidate);
  const src = imageUrl(config, figure, {
    width: fallback.request,
    height: ratio ? Math.max(1, Math.round(fallback.request / ratio)) : undefined,
    format: "avif",
  });
  if (!src) return null;
  const image = figure as ContentFigure & { asset: { _id: string } };
  return { width, height, src, srcSet: srcSetOf(config, image, candidates, "avif", ratio) };
}

/**
 * A responsive picture in the best format the browser takes, width and height set so nothing shifts
 * while it loads, and the asset's blurred preview behind it until the picture arrives. Renders
 * nothing without an asset.
 */
export function ContentImage({
  image,
  sizes,
  widths = IMAGE_WIDTHS,
  aspect,
  priority = false,
  className,
  caption,
}: ContentImageProps) {
  const config = useContentImageConfig();
  const [loaded, setLoaded] = useState(false);
  // An image that finished before hydration fires no load event React sees.
  const seeIfLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  const asset = image?.asset;
  if (!image || !asset?._id) return null;
  const figure = { ...image, asset };
  const rendition = renditionOf(config, figure, widths, aspect);
  if (!rendition) return null;
  const { width, height, src, srcSet } = rendition;

  const lqip = asset.lqip && LQIP.test(asset.lqip) ? asset.lqip : undefined;
  const placeholder =
    lqip && !loaded
      ? {
          backgroundImage: `url("${lqip}")`,
          backgroundSize: "cover",
          backgroundPosition: "center",
        }
      : undefined;

  // One srcset with `auto=format`: Sanity's CDN and the embedded route both pick AVIF, WebP or JPEG
  // from the browser's Accept header (Vary: Accept), so per-format <source>s would only triple the
  // markup and the URL work.
  const picture = (
    <picture className="content-image">
      {/* loading, sizes and srcset before src: a browser building this element in
          script order must know them before src starts a fetch. */}
      <img
        ref={seeIfLoaded}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        sizes={sizes}
        srcSet={srcSet}
        src={src}
        width={width}
        height={height}
        alt={image.alt ?? ""}
        className={className ? `content-image__img ${className}` : "content-image__img"}
        style={placeholder}
        onLoad={() => setLoaded(true)}
      />
    </picture>
  );

  const captionContent = caption === true ? image.caption : caption || null;
  if (!captionContent) return picture;
  return (
    <figure className="content-figure">
      {picture}
      <figcaption className="content-figure__caption">{captionContent}</figcaption>
    </figure>
  );
}

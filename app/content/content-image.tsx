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

/** A picture as every query projects it (figureFields). */
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
  sizes: string;
  /** Others are dropped: the image route refuses them. */
  widths?: readonly number[];
  /** Width / height to crop to, around the hotspot (default: the editor's crop as it is). */
  aspect?: number;
  /** Above the fold: load at once and ahead of other images. */
  priority?: boolean;
  className?: string;
  caption?: boolean | ReactNode;
}

/** Nothing that could close the CSS url("…") it is put in. */
const LQIP = /^data:image\/(?:jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** For browsers that ignore srcset. */
const FALLBACK_WIDTH = 960;

interface Candidate {
  request: number;
  /** Less when the source is narrower. */
  actual: number;
}

/** Plus the next width up (answered at the source's width), so full resolution is on offer. */
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
  width: number;
  height: number;
  src: string;
  srcSet: string;
}

/** Emptied past its cap. */
const renditions = new Map<string, Rendition | null>();
const MAX_RENDITIONS = 2000;

/** Worked out once per figure: the same figures recur on page after page. */
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
 * A responsive picture with its size set (no layout shift) and a blurred preview until it arrives.
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

  // One srcset with `auto=format`: both image sources negotiate AVIF/WebP/JPEG by Accept.
  const picture = (
    <picture className="content-image">
      {/* Before src: a browser building this in order must know them before src fetches. */}
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

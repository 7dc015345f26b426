import { createImageUrlBuilder } from "@sanity/image-url";
import { createContext, createElement, type ReactNode, useContext } from "react";

/**
 * One image URL builder for both content modes. With a Sanity project the URLs point at Sanity's
 * CDN; in embedded mode (projectId "embedded", dataset "content", baseUrl "") they are site paths
 * like `/images/embedded/content/<sha1>-<w>x<h>.jpg?w=640&fm=webp`, answered by
 * server/content-images.ts from content/images/.
 */

export interface ContentImageConfig {
  projectId: string;
  dataset: string;
  /** Where image URLs start; absent means Sanity's CDN, "" means this site. */
  baseUrl?: string;
}

export const EMBEDDED_IMAGE_CONFIG: ContentImageConfig = {
  projectId: "embedded",
  dataset: "content",
  baseUrl: "",
};

/**
 * The widths the site asks for, shared with the embedded image route (which refuses any other). 160
 * for thumbnails and avatars; 320–480 for phones at 1x; 640–960 for phones at 2x–3x and the 44 rem
 * prose column; 1200–2000 for full-bleed pictures on large and high-density screens. Neighbours are
 * at most 1.5x apart, so a browser never fetches much more than it shows, and nine widths keep the
 * number of distinct encodings per picture small.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1200, 1600, 2000] as const;

/** Quality when none is asked for: Sanity's CDN default, so both modes look alike. */
export const DEFAULT_IMAGE_QUALITY = 75;

/**
 * "avif" is asked for with `auto=format`: Sanity's CDN has no `fm=avif` and serves AVIF only
 * through content negotiation; the embedded route does the same.
 */
export type ContentImageFormat = "avif" | "webp" | "jpg" | "png";

/** What the builder needs of a figure: the dereferenced asset id, crop and hotspot. */
export interface ImageSource {
  asset: { _id: string } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

export interface ImageUrlOptions {
  width: number;
  /** With a height the picture is cropped to width:height around the hotspot. */
  height?: number;
  format: ContentImageFormat;
  quality?: number;
}

/** Sanity image asset ids carry the original size: `image-<hash>-<w>x<h>-<ext>`. */
export function assetDimensions(assetId: string): { width: number; height: number } | null {
  const match = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(assetId);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function fullCrop(crop: ImageSource["crop"]) {
  return {
    top: crop?.top ?? 0,
    bottom: crop?.bottom ?? 0,
    left: crop?.left ?? 0,
    right: crop?.right ?? 0,
  };
}

function fullHotspot(hotspot: ImageSource["hotspot"]) {
  return {
    x: hotspot?.x ?? 0.5,
    y: hotspot?.y ?? 0.5,
    width: hotspot?.width ?? 1,
    height: hotspot?.height ?? 1,
  };
}

/** The size, in source pixels, of the part of the picture the editor's crop keeps. */
export function croppedSize(
  source: ImageSource,
  dimensions: { width: number; height: number },
): { width: number; height: number } {
  const crop = fullCrop(source.crop);
  // The same rounding @sanity/image-url uses for its rect, so sizes agree with URLs.
  const left = Math.round(crop.left * dimensions.width);
  const top = Math.round(crop.top * dimensions.height);
  return {
    width: Math.max(1, Math.round(dimensions.width - crop.right * dimensions.width - left)),
    height: Math.max(1, Math.round(dimensions.height - crop.bottom * dimensions.height - top)),
  };
}

/**
 * The URL of one rendition of a figure. Crop and hotspot come from the figure; `fit=max` keeps both
 * Sanity and the embedded route from enlarging a picture past its source. Returns null when the
 * figure has no usable asset.
 */
export function imageUrl(
  config: ContentImageConfig,
  source: ImageSource,
  options: ImageUrlOptions,
): string | null {
  const assetId = source.asset?._id;
  if (!assetId || !assetDimensions(assetId)) return null;
  // Not memoised here: ContentImage keeps each figure's URLs (content-image.tsx).
  return buildImageUrl(config, assetId, source, options);
}

function buildImageUrl(
  config: ContentImageConfig,
  assetId: string,
  source: ImageSource,
  options: ImageUrlOptions,
): string {
  // @sanity/image-url treats "" as "use the CDN"; "/" trims to the same empty
  // prefix and yields root-relative paths on this site.
  const baseUrl = config.baseUrl === "" ? "/" : config.baseUrl;
  let builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    ...(baseUrl === undefined ? {} : { baseUrl }),
  })
    .image({
      asset: { _ref: assetId, _type: "reference" },
      crop: fullCrop(source.crop),
      hotspot: fullHotspot(source.hotspot),
    })
    .width(options.width)
    .fit("max");
  if (options.height) builder = builder.height(options.height);
  builder = options.format === "avif" ? builder.auto("format") : builder.format(options.format);
  if (options.quality !== undefined) builder = builder.quality(options.quality);
  return builder.url();
}

const ContentImageConfigContext = createContext<ContentImageConfig>(EMBEDDED_IMAGE_CONFIG);

/** Tells every ContentImage below it where images come from (set from the root loader). */
export function ContentImageConfigProvider({
  config,
  children,
}: {
  config: ContentImageConfig;
  children?: ReactNode;
}) {
  return createElement(ContentImageConfigContext, { value: config }, children);
}

export function useContentImageConfig(): ContentImageConfig {
  return useContext(ContentImageConfigContext);
}

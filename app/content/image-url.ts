import { createImageUrlBuilder } from "@sanity/image-url";
import { createContext, createElement, type ReactNode, useContext } from "react";

/** Sanity's CDN, or in embedded mode site paths answered by server/content-images.ts. */

export interface ContentImageConfig {
  projectId: string;
  dataset: string;
  /** Absent: Sanity's CDN; "": this site. */
  baseUrl?: string;
}

export const EMBEDDED_IMAGE_CONFIG: ContentImageConfig = {
  projectId: "embedded",
  dataset: "content",
  baseUrl: "",
};

/**
 * Neighbours at most 1.5x apart: little waste, few encodings (the embedded route refuses others).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1200, 1600, 2000] as const;

/** Sanity's CDN default, so both modes look alike. */
export const DEFAULT_IMAGE_QUALITY = 75;

/** Sanity's CDN serves AVIF only through `auto=format`. */
export type ContentImageFormat = "avif" | "webp" | "jpg" | "png";

export interface ImageSource {
  asset: { _id: string } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

export interface ImageUrlOptions {
  width: number;
  height?: number;
  format: ContentImageFormat;
  quality?: number;
}

/** `image-<hash>-<w>x<h>-<ext>`. */
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

export function croppedSize(
  source: ImageSource,
  dimensions: { width: number; height: number },
): { width: number; height: number } {
  const crop = fullCrop(source.crop);
  // The rounding @sanity/image-url uses, so sizes agree with URLs.
  const left = Math.round(crop.left * dimensions.width);
  const top = Math.round(crop.top * dimensions.height);
  return {
    width: Math.max(1, Math.round(dimensions.width - crop.right * dimensions.width - left)),
    height: Math.max(1, Math.round(dimensions.height - crop.bottom * dimensions.height - top)),
  };
}

/** `fit=max`: never enlarged past the source. */
export function imageUrl(
  config: ContentImageConfig,
  source: ImageSource,
  options: ImageUrlOptions,
): string | null {
  const assetId = source.asset?._id;
  if (!assetId || !assetDimensions(assetId)) return null;
  return buildImageUrl(config, assetId, source, options);
}

function buildImageUrl(
  config: ContentImageConfig,
  assetId: string,
  source: ImageSource,
  options: ImageUrlOptions,
): string {
  // @sanity/image-url treats "" as the CDN; "/" yields root-relative paths.
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

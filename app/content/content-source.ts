import type { PreviewPerspective } from "./perspective";

/**
 * Where content comes from: Sanity's API or the embedded dataset. Both answer the same GROQ text
 * with the same parameters.
 */
export type QueryParams = Record<string, unknown>;

export interface FetchOptions {
  /** An editor's preview: drafts (or a release) over published documents; absent, published. */
  perspective?: PreviewPerspective;
  /** Gives up when the page can no longer wait. */
  signal?: AbortSignal;
}

export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T>;
  /** Forget anything loaded, so the next fetch reads the source again. */
  reload(): void;
}

/** The content source failed or was too slow, and nothing cached could stand in. */
export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
}

import type { PreviewPerspective } from "./perspective";

/** Sanity's API or the embedded dataset: both answer the same GROQ with the same parameters. */
export type QueryParams = Record<string, unknown>;

export interface FetchOptions {
  perspective?: PreviewPerspective;
  signal?: AbortSignal;
}

export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T>;
  reload(): void;
}

export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
}

/**
 * How long a content answer is fresh (then served while one refresh runs), and so how long the
 * host's page cache keeps an anonymous page without a publish webhook. Its own module: the host
 * imports it from source.
 */
export const CONTENT_TTL_MS = 60_000;

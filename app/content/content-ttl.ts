/** Its own module: the host imports it from source. */
export const CONTENT_TTL_MS = 60_000;

// "Content changed", heard by every instance: the page tags to forget, or empty for every page.

/** Pub/sub ignores SELECT: the database number in the name keeps deployments apart. */
export function contentPurgeChannel(redisUrl: string): string {
  const database = /^\/(\d+)$/.exec(new URL(redisUrl).pathname)?.[1];
  const base = "portal:content-purge";
  return database && database !== "0" ? `${base}:db${database}` : base;
}

export const encodePurge = (tags?: readonly string[]): string => (tags ? tags.join(" ") : "");

export function decodePurge(message: string): string[] | undefined {
  const tags = message.split(" ").filter(Boolean);
  return tags.length > 0 ? tags : undefined;
}

/**
 * "Content changed": the message every instance's host hears (the publish webhook on any of
 * them, `npm run ops`), one Redis pub/sub message. Its text is the tags of the pages to forget,
 * one space between each; empty, every page.
 */

/**
 * Redis pub/sub ignores the database number (SELECT): it is part of the channel's name, so
 * deployments (or test runs) on one Redis server, each on a database of its own, do not purge
 * each other's pages.
 */
export function contentPurgeChannel(redisUrl: string): string {
  const database = /^\/(\d+)$/.exec(new URL(redisUrl).pathname)?.[1];
  const base = "portal:content-purge";
  return database && database !== "0" ? `${base}:db${database}` : base;
}

/** The tags of a purge as the channel carries them; none, every page. */
export const encodePurge = (tags?: readonly string[]): string => (tags ? tags.join(" ") : "");

/** The tags a message names, or undefined for every page (an empty message). */
export function decodePurge(message: string): string[] | undefined {
  const tags = message.split(" ").filter(Boolean);
  return tags.length > 0 ? tags : undefined;
}

import { createEmbeddedSource, DEFAULT_DATA_FILE } from "./embedded-dataset.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import type { SiteSettings } from "./types";

const source = createEmbeddedSource(DEFAULT_DATA_FILE);

/**
 * Site settings feed the header and footer of every page, so a failure here
 * must not take the page down: the shell renders without the contact column.
 */
export async function loadSiteSettings(): Promise<SiteSettings | null> {
  try {
    return await source.fetch<SiteSettings | null>(SITE_SETTINGS_QUERY);
  } catch (error) {
    console.error("Site settings could not be loaded", error);
    return null;
  }
}

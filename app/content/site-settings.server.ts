import { createEmbeddedSource, DEFAULT_DATA_FILE } from "./embedded-dataset.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import type { SiteSettings } from "./types";

const source = createEmbeddedSource(DEFAULT_DATA_FILE);

// The embedded dataset does not change while the process runs, so every page
// shares one answer (issue #4's content cache replaces this for Sanity).
let settings: Promise<SiteSettings | null> | undefined;

/**
 * Site settings feed the header and footer of every page, so a failure here
 * must not take the page down: the shell renders without the contact column,
 * and the next request tries again.
 */
export function loadSiteSettings(): Promise<SiteSettings | null> {
  settings ??= source.fetch<SiteSettings | null>(SITE_SETTINGS_QUERY).catch((error: unknown) => {
    console.error("Site settings could not be loaded", error);
    settings = undefined;
    return null;
  });
  return settings;
}

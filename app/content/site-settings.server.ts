import type { RouterContextProvider } from "react-router";
import { content } from "./content.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import type { SiteSettings } from "./types";

export type { SiteSettings } from "./types";

/**
 * Site settings feed the header and footer of every page, so a failure here
 * must not take the page down: the shell renders without the contact column,
 * and a later request tries again (the gateway caches the answer).
 */
export async function loadSiteSettings(
  context: Readonly<RouterContextProvider>,
): Promise<SiteSettings | null> {
  try {
    return await content(context).fetch(SITE_SETTINGS_QUERY);
  } catch (error) {
    console.error("Site settings could not be loaded", error);
    return null;
  }
}

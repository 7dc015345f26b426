import type { RouterContextProvider } from "react-router";
import { content } from "./content.server";
import { withLanguage } from "./page-data.server";
import { previewPerspective } from "./preview.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import { withoutStega } from "./stega.server";
import type { SiteSettings } from "./types";

export type { SiteSettings } from "./types";

/**
 * Site settings feed the header and footer of every page, so a failure here must not take the page
 * down: the shell renders without the contact column, and a later request tries again (the gateway
 * caches the answer). In preview, the editor's drafts of them show too.
 */
export async function loadSiteSettings(
  context: Readonly<RouterContextProvider>,
  options: { published?: boolean } = {},
): Promise<SiteSettings | null> {
  try {
    const perspective = options.published ? undefined : previewPerspective(context);
    const settings = await content(context).fetch(
      SITE_SETTINGS_QUERY,
      withLanguage(context, SITE_SETTINGS_QUERY, {}),
      { perspective },
    );
    // The company's name labels the home link (an attribute) and the 404 heading is the document's
    // <title>: in a preview on Sanity neither may carry click-to-edit marks.
    return settings
      ? {
          ...settings,
          companyName: withoutStega(settings.companyName),
          notFound: withoutStega(settings.notFound),
        }
      : settings;
  } catch (error) {
    console.error("Site settings could not be loaded", error);
    return null;
  }
}

import type { RouterContextProvider } from "react-router";
import { content } from "./content.server";
import { withLanguage } from "./page-data.server";
import { previewPerspective } from "./preview.server";
import { SITE_SETTINGS_QUERY } from "./queries";
import { withoutStega } from "./stega.server";
import type { SiteSettings } from "./types";

export type { SiteSettings } from "./types";

/** On failure the shell renders without them: settings must not take every page down. */
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
    // Attributes and <title> may not carry click-to-edit marks.
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

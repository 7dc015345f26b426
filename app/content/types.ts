/** Shapes of query results the UI passes around, named from Sanity TypeGen's output. */
import type { SITE_SETTINGS_QUERY_RESULT } from "./sanity.types";

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>;

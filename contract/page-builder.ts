/**
 * How many blocks a page builder holds, for the studio's validation and the site's renderer alike:
 * what the studio refuses to publish, the site never draws.
 */
export const MAX_PAGE_BLOCKS = 40;

/** How many blocks a shared section holds. */
export const MAX_SECTION_BLOCKS = 10;

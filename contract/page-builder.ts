/** What the studio refuses to publish, the site never draws. */
export const MAX_PAGE_BLOCKS = 40;

export const MAX_SECTION_BLOCKS = 10;

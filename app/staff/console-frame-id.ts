/**
 * The staff console's layout route (app/routes.ts puts every page of the route table's access kind
 * "staff" under it). The site's shell reads it among the matched routes to leave the console its
 * own frame; a module of its own so the shell does not bring the route table into every page's
 * first load.
 */
export const CONSOLE_FRAME_ID = "staff-console";

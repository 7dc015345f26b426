/** Its own module, so the shell does not bring the route table into every page's first load. */
export const CONSOLE_FRAME_ID = "staff-console";

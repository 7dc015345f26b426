import { createContext, type ReactNode } from "react";

/** Its own module, so the shell does not bring the route table into every page's first load. */
export const CONSOLE_FRAME_ID = "staff-console";

/** The shell's toasts, which the console's frame shows in its page (decision 0059). */
export const ConsoleToasts = createContext<ReactNode>(null);

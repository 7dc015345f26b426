import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ALL_PAGES, OTHER_ROUTES, type RouteEntry } from "./route-table";
import { CONSOLE_FRAME_ID } from "./staff/console-frame-id";

const tableRoute = (entry: RouteEntry) =>
  route(entry.path, entry.file, { id: entry.id, caseSensitive: true });

// The staff console's pages (the table's access kind "staff") share the console's own frame.
const isConsolePage = (entry: RouteEntry) => entry.access.kind === "staff";

export default [
  ...ALL_PAGES.filter((entry) => !isConsolePage(entry)).map(tableRoute),
  layout("routes/staff/frame.tsx", { id: CONSOLE_FRAME_ID }, [
    ...ALL_PAGES.filter(isConsolePage).map(tableRoute),
  ]),
  ...OTHER_ROUTES.map(({ id, path, file }) => route(path.slice(1), file, { id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

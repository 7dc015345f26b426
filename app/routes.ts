import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { OTHER_ROUTES, ROUTE_TABLE, type RouteEntry } from "./route-table";
import { CONSOLE_FRAME_ID } from "./staff/console-frame-id";

const tableRoute = (entry: RouteEntry) =>
  route(entry.path, entry.file, { id: entry.id, caseSensitive: true });

// The staff console's pages (the table's access kind "staff") share the console's own frame.
const isConsolePage = (entry: RouteEntry) => entry.access.kind === "staff";

export default [
  ...ROUTE_TABLE.filter((entry) => !isConsolePage(entry)).map(tableRoute),
  layout("routes/staff/frame.tsx", { id: CONSOLE_FRAME_ID }, [
    ...ROUTE_TABLE.filter(isConsolePage).map(tableRoute),
  ]),
  ...OTHER_ROUTES.map(({ id, path, file }) => route(path.slice(1), file, { id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

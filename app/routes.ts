import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ROUTE_TABLE, type RouteEntry } from "./route-table";
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
  route("logout", "routes/logout.tsx", { id: "logout" }),
  route("login-panel", "routes/login-panel.ts", { id: "login-panel" }),
  route("session", "routes/session.ts", { id: "session" }),
  route("preview", "routes/preview.tsx", { id: "preview" }),
  route("preview/enable", "routes/preview-enable.ts", { id: "preview-enable" }),
  route("preview/disable", "routes/preview-disable.ts", { id: "preview-disable" }),
  route("preview/perspective", "routes/preview-perspective.ts", { id: "preview-perspective" }),
  route("webhooks/content", "routes/content-webhook.ts", { id: "content-webhook" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("rss.xml", "routes/rss.ts", { id: "rss" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

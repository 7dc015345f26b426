import { type RouteConfig, route } from "@react-router/dev/routes";
import { ROUTE_TABLE } from "./route-table";

export default [
  ...ROUTE_TABLE.map((entry) =>
    route(entry.path, entry.file, { id: entry.id, caseSensitive: true }),
  ),
  route("logout", "routes/logout.tsx", { id: "logout" }),
  route("login-panel", "routes/login-panel.ts", { id: "login-panel" }),
  route("session", "routes/session.ts", { id: "session" }),
  route("preview", "routes/preview.tsx", { id: "preview" }),
  route("webhooks/content", "routes/content-webhook.ts", { id: "content-webhook" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("rss.xml", "routes/rss.ts", { id: "rss" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

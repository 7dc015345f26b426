import { type RouteConfig, route } from "@react-router/dev/routes";
import { ROUTE_TABLE } from "./route-table";

export default [
  ...ROUTE_TABLE.map((entry) =>
    route(entry.path, entry.file, { id: entry.id, caseSensitive: true }),
  ),
  route("logout", "routes/logout.tsx", { id: "logout" }),
  route("session", "routes/session.ts", { id: "session" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

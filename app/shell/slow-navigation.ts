import { matchRoutes, type RouteObject } from "react-router";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

interface RouterWindow extends Window {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

export function pendingRouteModules(win: Window, pathname: string): string[] {
  const w = win as RouterWindow;
  const routes = w.__reactRouterManifest?.routes;
  if (!routes) return [];
  const build = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: build(route.id) },
      );
  const matches = matchRoutes(build(undefined), pathname) ?? [];
  const loaded = w.__reactRouterRouteModules ?? {};
  return matches
    .map((match) => match.route.id)
    .filter((id): id is string => id !== undefined && !(id in loaded))
    .map((id) => routes[id]?.module)
    .filter((module): module is string => typeof module === "string");
}

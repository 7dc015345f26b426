import { describe, expect, it } from "vitest";
import { pendingRouteModules } from "./slow-navigation";

/** A window as React Router leaves it: the manifest of routes, and the modules loaded so far. */
function routerWindow(loaded: string[]) {
  return {
    __reactRouterManifest: {
      routes: {
        root: { id: "root", path: "", module: "/assets/root-1.js" },
        about: { id: "about", parentId: "root", path: "about", module: "/assets/placeholder-2.js" },
        work: {
          id: "work",
          parentId: "root",
          path: "work-details/:id",
          module: "/assets/work-3.js",
        },
        home: { id: "home", parentId: "root", index: true, module: "/assets/home-4.js" },
      },
    },
    __reactRouterRouteModules: Object.fromEntries(loaded.map((id) => [id, {}])),
  } as unknown as Window;
}

describe("pendingRouteModules", () => {
  it("names the matched route modules not loaded yet", () => {
    expect(pendingRouteModules(routerWindow(["root", "home"]), "/about")).toEqual([
      "/assets/placeholder-2.js",
    ]);
    expect(pendingRouteModules(routerWindow(["root"]), "/work-details/tea-garden")).toEqual([
      "/assets/work-3.js",
    ]);
    expect(pendingRouteModules(routerWindow([]), "/")).toEqual([
      "/assets/root-1.js",
      "/assets/home-4.js",
    ]);
  });

  it("names nothing when everything is loaded, or the path is unknown, or there is no manifest", () => {
    expect(pendingRouteModules(routerWindow(["root", "about"]), "/about")).toEqual([]);
    expect(pendingRouteModules(routerWindow(["root"]), "/no/such/page")).toEqual([]);
    expect(pendingRouteModules({} as Window, "/about")).toEqual([]);
  });
});

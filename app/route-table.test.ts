import fc from "fast-check";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { isReservedPath } from "#contract/redirects.ts";
import {
  canonicalPathFor,
  isPageSlug,
  routeEntryForPath,
  routeEntryForPattern,
} from "./route-lookup";
import {
  ENTITLEMENTS,
  HINDI_ROUTES,
  MODULE_HOMES,
  OTHER_ROUTES,
  PAGE_ROUTE_ID,
  ROUTE_TABLE,
  routePath,
} from "./route-table";
import { SHELL_PATHS } from "./shell-paths";

// The spec's route table (§2) and entitlements (§6), written out independently
// of route-table.ts so a slip in either shows up here.
const SPEC_ACCESS: Record<string, string> = {
  "/": "public",
  "/home-one": "public",
  "/home-two": "public",
  "/home-three": "public",
  "/about": "public",
  "/service": "public",
  "/work": "public",
  "/work-details/:id": "public",
  "/blog-grid": "public",
  "/blog-classic": "public",
  "/tag/:slug": "public",
  "/category/:slug": "public",
  "/blog-details/:id": "public",
  "/contact": "public",
  "/testimonials": "public",
  "/csr": "public",
  "/Signup": "signed-out-only",
  "/request-otp": "public",
  "/reset-password": "public",
  "/shatayu-about": "public",
  "/PharmaEdge-about": "public",
  "/astira": "public",
  "/rephub": "rephub",
  "/shatayu": "shatayu",
  "/PharmaEdge": "pharma_edge",
  "/pharma-sales": "pharma_edge",
  "/pmt-aspirants": "pro_pmt",
  "/my-courses/:id": "pro_pmt",
  "/EducationService": "education",
  "/CareerService": "career",
  "/MicroService": "micro_bussiness",
  "/SpiritualService": "spritual",
  "/my-orders": "signed-in",
  "/my-profile": "signed-in",
};

function accessOf(path: string): string | undefined {
  const access = routeEntryForPattern(path)?.access;
  if (!access) return undefined;
  return access.kind === "entitlement" ? access.entitlement : access.kind;
}

describe("route table", () => {
  it("holds every route of the spec, with the spec's access rule", () => {
    for (const [path, access] of Object.entries(SPEC_ACCESS)) {
      expect(accessOf(path), path).toBe(access);
    }
  });

  it("adds nothing but My Courses, the search page, course files, the code page and the staff console, staff only", () => {
    const extra = ROUTE_TABLE.filter((entry) => !(entry.path in SPEC_ACCESS));
    expect(extra.map((entry) => entry.path)).toEqual([
      "/my-courses",
      "/search",
      "/downloads/:file",
      "/staff/second-factor",
      "/staff",
      "/staff/registrations",
      "/staff/people",
      "/staff/people/:id",
      "/staff/orders",
      "/staff/enquiries",
      "/staff/audit",
      "/staff/mail",
      "/staff/catalogue",
      "/staff/catalogue/sliders",
      "/staff/catalogue/courses/new",
      "/staff/catalogue/courses/:id",
      "/:slug",
    ]);
    expect(routeEntryForPattern("/:slug")?.access).toEqual({ kind: "public" });
    expect(routeEntryForPattern("/my-courses")?.access).toEqual({ kind: "signed-in" });
    expect(routeEntryForPattern("/staff/second-factor")?.access).toEqual({ kind: "signed-in" });
    for (const entry of extra.slice(4, -1)) {
      expect(entry.access, entry.path).toEqual({ kind: "staff", role: "staff" });
    }
  });

  it("uses the spec's wire names for the eight entitlements", () => {
    expect([...ENTITLEMENTS].sort()).toEqual(
      [
        "career",
        "education",
        "micro_bussiness",
        "pharma_edge",
        "pro_pmt",
        "rephub",
        "shatayu",
        "spritual",
      ].sort(),
    );
  });

  it("has unique ids and paths", () => {
    expect(new Set(ROUTE_TABLE.map((entry) => entry.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((entry) => entry.path)).size).toBe(ROUTE_TABLE.length);
  });

  it("titles /pharma-sales as the spec writes it", () => {
    expect(routeEntryForPattern("/pharma-sales")?.title).toBe("Education Guidence");
  });
});

describe("routePath", () => {
  it("gives a page's path by its id, in the spec's case", () => {
    expect(routePath("signup")).toBe("/Signup");
    expect(routePath("pharma-edge-about")).toBe("/PharmaEdge-about");
  });

  it("refuses an id the table does not have (a menu naming a page that is gone)", () => {
    expect(() => routePath("no-such-page")).toThrow(/no-such-page/);
  });
});

describe("canonicalPathFor", () => {
  it("maps another case or a trailing slash to the spec's spelling", () => {
    expect(canonicalPathFor("/signup")).toBe("/Signup");
    expect(canonicalPathFor("/SIGNUP/")).toBe("/Signup");
    expect(canonicalPathFor("/pharmaedge-about")).toBe("/PharmaEdge-about");
    expect(canonicalPathFor("/educationservice")).toBe("/EducationService");
  });

  it("keeps the parameters as given", () => {
    expect(canonicalPathFor("/Work-Details/Tea-Garden")).toBe("/work-details/Tea-Garden");
  });

  it("writes a page's address in lower case, and leaves what no page may be alone", () => {
    expect(canonicalPathFor("/NEET-2027")).toBe("/neet-2027");
    expect(canonicalPathFor("/neet-2027/")).toBe("/neet-2027");
    expect(canonicalPathFor("/Foo_Bar")).toBeUndefined();
    expect(canonicalPathFor("/Logout")).toBeUndefined();
  });

  it("keeps the site's other doors out of editors' redirects", () => {
    for (const { path } of OTHER_ROUTES) expect(isReservedPath(path), path).toBe(true);
  });

  it("leaves exact paths and unknown paths alone", () => {
    expect(canonicalPathFor("/Signup")).toBeUndefined();
    expect(canonicalPathFor("/")).toBeUndefined();
    expect(canonicalPathFor("/nothing-here")).toBeUndefined();
    expect(canonicalPathFor("/work-details/a/b")).toBeUndefined();
  });
});

describe("MODULE_HOMES", () => {
  it("gives every entitlement its own page, the first of the table that needs it", () => {
    expect([...MODULE_HOMES.keys()].sort()).toEqual([...ENTITLEMENTS].sort());
    expect(MODULE_HOMES.get("pharma_edge")?.path).toBe("/PharmaEdge");
    expect(MODULE_HOMES.get("pro_pmt")?.path).toBe("/pmt-aspirants");
    expect(MODULE_HOMES.get("micro_bussiness")?.path).toBe("/MicroService");
  });
});

describe("routeEntryForPath", () => {
  /** What React Router's own matcher says, entry by entry (what the compiled patterns stand for). */
  const byRouter = (pathname: string) => {
    const [match] =
      matchRoutes(
        [...ROUTE_TABLE, ...OTHER_ROUTES].map((entry) => ({ ...entry, caseSensitive: true })),
        { pathname },
      ) ?? [];
    const entry = ROUTE_TABLE.find((row) => row.id === match?.route.id);
    // A page's loader answers 404 for a slug no page may have (/signup: the canonical /Signup's).
    return entry?.id === PAGE_ROUTE_ID && !isPageSlug(pathname.split("/")[1]) ? undefined : entry;
  };

  it("finds the entry React Router's matchPath finds, for any path", () => {
    // React Router says so for every malformed percent-encoding the generator writes.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const segment = fc.oneof(
      fc.constantFrom(...ROUTE_TABLE.flatMap((entry) => entry.path.split("/")).filter(Boolean)),
      fc.string({ maxLength: 12 }).filter((text) => !text.includes("/")),
      fc.constantFrom("ABC", "signup", "Signup", "42", "%2F", ".", "..", ""),
    );
    const path = fc.oneof(
      fc.constantFrom(...ROUTE_TABLE.map((entry) => entry.path)),
      fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join("/")}`),
      fc
        .tuple(
          fc.constantFrom(...ROUTE_TABLE.map((entry) => entry.path)),
          fc.constantFrom("/", "//", "x", "/x"),
        )
        .map(([base, tail]) => `${base}${tail}`),
    );
    fc.assert(
      fc.property(path, (pathname) => {
        expect(routeEntryForPath(pathname)?.path).toBe(byRouter(pathname)?.path);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Hindi addresses (issue #30)", () => {
  it("are generated from the table: every public page but the account doors, under /hi", () => {
    const english = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));
    for (const entry of HINDI_ROUTES) {
      const base = english.get(entry.baseId);
      expect(base, entry.id).toBeDefined();
      expect(entry.path).toBe(entry.path === "/hi" ? "/hi" : `/hi${base?.path}`);
      expect(entry.file).toBe(base?.file);
      expect(entry.language).toBe("hi");
      expect(entry.access).toEqual({ kind: "public" });
    }
    const hindi = new Set(HINDI_ROUTES.map((entry) => entry.baseId));
    for (const id of ["home", "about", "blog-details", "contact", "search", "page", "astira"]) {
      expect(hindi.has(id), id).toBe(true);
    }
    for (const id of ["signup", "request-otp", "reset-password", "my-orders", "staff", "rephub"]) {
      expect(hindi.has(id), id).toBe(false);
    }
  });

  it("are found for the browser's own navigation, the composed pages last", () => {
    expect(routeEntryForPath("/hi")?.id).toBe("hi/home");
    expect(routeEntryForPath("/hi/")?.id).toBe("hi/home");
    expect(routeEntryForPath("/hi/about")?.id).toBe("hi/about");
    expect(routeEntryForPath("/hi/blog-details/x")?.id).toBe("hi/blog-details");
    expect(routeEntryForPath("/hi/neet-2027")?.id).toBe("hi/page");
    expect(routeEntryForPath("/hi/my-orders")).toBeUndefined();
    expect(routeEntryForPath("/hi/Signup")).toBeUndefined();
    expect(routeEntryForPath("/hi/a/b/c")).toBeUndefined();
  });

  it("are canonical in lower case, like the English pages", () => {
    expect(canonicalPathFor("/HI/About")).toBe("/hi/about");
    expect(canonicalPathFor("/hi/about/")).toBe("/hi/about");
    expect(canonicalPathFor("/hi/NEET-2027")).toBe("/hi/neet-2027");
    expect(canonicalPathFor("/hi/about")).toBeUndefined();
    expect(isPageSlug("hi")).toBe(false);
  });
});

describe("the shell's paths", () => {
  it("are each the path of the table's row of that id, so none outlives its page", () => {
    for (const [id, path] of Object.entries(SHELL_PATHS)) expect(routePath(id), id).toBe(path);
  });
});

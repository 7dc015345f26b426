/**
 * The spec's route table (§2) and the entitlements of §6: the one list every
 * other part reads (the router config, the guards, the sitemap, the tests).
 * Paths keep the spec's case: /Signup, /PharmaEdge, /EducationService...
 */

import type { Entitlement, StaffRole } from "#contract/entitlements.ts";

export { ENTITLEMENTS, type Entitlement } from "#contract/entitlements.ts";

export type Access =
  | { kind: "public" }
  | { kind: "signed-out-only" }
  | { kind: "signed-in" }
  | { kind: "entitlement"; entitlement: Entitlement }
  | { kind: "staff"; role: StaffRole };

export interface RouteEntry {
  /** Unique id, also the React Router route id. */
  id: string;
  /** Path as in the spec, with React Router's `:param` syntax. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Page heading and document title. */
  title: string;
  access: Access;
}

const PUBLIC: Access = { kind: "public" };
const SIGNED_IN: Access = { kind: "signed-in" };
const needs = (entitlement: Entitlement): Access => ({ kind: "entitlement", entitlement });
const STAFF: Access = { kind: "staff", role: "staff" };
const staffPage = (id: string, path: string, file: string, title: string): RouteEntry => ({
  id,
  path,
  file: `routes/staff/${file}`,
  title,
  access: STAFF,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { id: "home", path: "/", file: "routes/home.tsx", title: "Home", access: PUBLIC },
  { id: "home-one", path: "/home-one", file: "routes/home.tsx", title: "Home", access: PUBLIC },
  { id: "home-two", path: "/home-two", file: "routes/home.tsx", title: "Home", access: PUBLIC },
  { id: "home-three", path: "/home-three", file: "routes/home.tsx", title: "Home", access: PUBLIC },
  { id: "about", path: "/about", file: "routes/about.tsx", title: "About Us", access: PUBLIC },
  {
    id: "service",
    path: "/service",
    file: "routes/services.tsx",
    title: "Services",
    access: PUBLIC,
  },
  { id: "work", path: "/work", file: "routes/work.tsx", title: "Our Work", access: PUBLIC },
  {
    id: "work-details",
    path: "/work-details/:id",
    file: "routes/work-details.tsx",
    title: "Work Details",
    access: PUBLIC,
  },
  {
    id: "blog-grid",
    path: "/blog-grid",
    file: "routes/blog-list.tsx",
    title: "Blog",
    access: PUBLIC,
  },
  {
    id: "blog-classic",
    path: "/blog-classic",
    file: "routes/blog-list.tsx",
    title: "Blog",
    access: PUBLIC,
  },
  {
    id: "tag",
    path: "/tag/:slug",
    file: "routes/blog-term.tsx",
    title: "Posts by Tag",
    access: PUBLIC,
  },
  {
    id: "category",
    path: "/category/:slug",
    file: "routes/blog-term.tsx",
    title: "Posts by Category",
    access: PUBLIC,
  },
  {
    id: "blog-details",
    path: "/blog-details/:id",
    file: "routes/blog-details.tsx",
    title: "Blog Post",
    access: PUBLIC,
  },
  {
    id: "contact",
    path: "/contact",
    file: "routes/contact.tsx",
    title: "Contact Us",
    access: PUBLIC,
  },
  {
    id: "testimonials",
    path: "/testimonials",
    file: "routes/testimonials.tsx",
    title: "Testimonials",
    access: PUBLIC,
  },
  {
    id: "csr",
    path: "/csr",
    file: "routes/csr.tsx",
    title: "Corporate Social Responsibility",
    access: PUBLIC,
  },
  {
    id: "signup",
    path: "/Signup",
    file: "routes/signup.tsx",
    title: "Sign In or Register",
    access: { kind: "signed-out-only" },
  },
  {
    id: "request-otp",
    path: "/request-otp",
    file: "routes/request-otp.tsx",
    title: "Forgot Password",
    access: PUBLIC,
  },
  {
    id: "reset-password",
    path: "/reset-password",
    file: "routes/reset-password.tsx",
    title: "Reset Password",
    access: PUBLIC,
  },
  {
    id: "shatayu-about",
    path: "/shatayu-about",
    file: "routes/service-line.tsx",
    title: "About Shatayu",
    access: PUBLIC,
  },
  {
    id: "pharma-edge-about",
    path: "/PharmaEdge-about",
    file: "routes/service-line.tsx",
    title: "About Pharma Edge",
    access: PUBLIC,
  },
  {
    id: "astira",
    path: "/astira",
    file: "routes/service-line.tsx",
    title: "Astira",
    access: PUBLIC,
  },
  {
    id: "rephub",
    path: "/rephub",
    file: "routes/module.tsx",
    title: "RepHub",
    access: needs("rephub"),
  },
  {
    id: "shatayu",
    path: "/shatayu",
    file: "routes/module.tsx",
    title: "Shatayu",
    access: needs("shatayu"),
  },
  {
    id: "pharma-edge",
    path: "/PharmaEdge",
    file: "routes/module.tsx",
    title: "Pharma Edge",
    access: needs("pharma_edge"),
  },
  {
    id: "pharma-sales",
    path: "/pharma-sales",
    file: "routes/pharma-sales.tsx",
    title: "Education Guidence",
    access: needs("pharma_edge"),
  },
  {
    id: "pmt-aspirants",
    path: "/pmt-aspirants",
    file: "routes/pmt-aspirants.tsx",
    title: "PMT Aspirants",
    access: needs("pro_pmt"),
  },
  {
    id: "my-course",
    path: "/my-courses/:id",
    file: "routes/my-course.tsx",
    title: "My Course",
    access: needs("pro_pmt"),
  },
  {
    id: "education-service",
    path: "/EducationService",
    file: "routes/module.tsx",
    title: "Education Guidance",
    access: needs("education"),
  },
  {
    id: "career-service",
    path: "/CareerService",
    file: "routes/module.tsx",
    title: "Career Guidance",
    access: needs("career"),
  },
  {
    id: "micro-service",
    path: "/MicroService",
    file: "routes/module.tsx",
    title: "Micro-Business",
    access: needs("micro_bussiness"),
  },
  {
    id: "spiritual-service",
    path: "/SpiritualService",
    file: "routes/module.tsx",
    title: "Spiritual",
    access: needs("spritual"),
  },
  {
    id: "my-orders",
    path: "/my-orders",
    file: "routes/my-orders.tsx",
    title: "My Orders",
    access: SIGNED_IN,
  },
  {
    id: "my-profile",
    path: "/my-profile",
    file: "routes/my-profile.tsx",
    title: "My Profile",
    access: SIGNED_IN,
  },
  // Not in the spec's table, but the search overlay submits here (§2 Menus).
  { id: "search", path: "/search", file: "routes/search.tsx", title: "Search", access: PUBLIC },
  // A purchased course's document (ours, issue #13): the service decides who owns it.
  {
    id: "download",
    path: "/downloads/:file",
    file: "routes/download.ts",
    title: "Course file",
    access: SIGNED_IN,
  },
  // The staff console (issue #13; ours: the original backend had Django's admin).
  staffPage("staff", "/staff", "overview.tsx", "Staff console"),
  staffPage("staff-registrations", "/staff/registrations", "registrations.tsx", "Registrations"),
  staffPage("staff-people", "/staff/people", "people.tsx", "People"),
  staffPage("staff-person", "/staff/people/:id", "person.tsx", "Person"),
  staffPage("staff-orders", "/staff/orders", "orders.tsx", "Orders"),
  staffPage("staff-enquiries", "/staff/enquiries", "enquiries.tsx", "Enquiries"),
  staffPage("staff-audit", "/staff/audit", "audit.tsx", "Audit log"),
  staffPage("staff-catalogue", "/staff/catalogue", "catalogue.tsx", "Catalogue"),
  staffPage("staff-sliders", "/staff/catalogue/sliders", "sliders.tsx", "Sliders"),
  staffPage("staff-course-new", "/staff/catalogue/courses/new", "course.tsx", "New course"),
  staffPage("staff-course", "/staff/catalogue/courses/:id", "course.tsx", "Course"),
];

const byId = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));

export function routeEntry(id: string): RouteEntry | undefined {
  return byId.get(id);
}

/** Turns "/work-details/:id" into a pattern matching any case of the static parts. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`, "i");
}

const patterns = ROUTE_TABLE.map((entry) => ({ entry, pattern: patternOf(entry.path) }));

/**
 * Routes match with the spec's case (/Signup, not /signup). A request that
 * differs only in case, or by a trailing slash, gets the canonical path so a
 * hand-typed URL still lands; anything else is a 404.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  if (pathname === "/") return undefined;
  for (const { entry, pattern } of patterns) {
    if (!pattern.test(pathname)) continue;
    const given = pathname.replace(/\/$/, "").split("/");
    const canonical = entry.path
      .split("/")
      .map((part, index) => (part.startsWith(":") ? given[index] : part))
      .join("/");
    return canonical === pathname ? undefined : canonical;
  }
  return undefined;
}

const byPath = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));

/** The table entry for a matched route pattern (a loader's `pattern` argument). */
export function routeEntryForPattern(pattern: string): RouteEntry | undefined {
  return byPath.get(pattern);
}

/**
 * Each entry's path as React Router matches it with the spec's case (`matchPath` with
 * `caseSensitive` and `end`): static parts exactly, a parameter any segment, trailing slashes
 * allowed. Compiled once: `matchPath` compiles its pattern on every call, and the host asks this
 * for every request's log line (it was a fifth of the server's time on a cheap call).
 */
const exactPatterns = ROUTE_TABLE.map((entry) => ({
  entry,
  pattern: new RegExp(
    `^${entry.path
      .replace(/\/+$/, "")
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/*$`,
  ),
}));

/** The table entry serving `pathname` (the spec's case), for the browser's own navigation. */
export function routeEntryForPath(pathname: string): RouteEntry | undefined {
  return exactPatterns.find(({ pattern }) => pattern.test(pathname))?.entry;
}

/**
 * Each entitlement's own page (spec §6): the first page of the table that
 * needs it and takes no parameter (pharma_edge: /PharmaEdge, pro_pmt: /pmt-aspirants).
 */
export const MODULE_HOMES: ReadonlyMap<Entitlement, RouteEntry> = new Map(
  ROUTE_TABLE.filter(
    (entry): entry is RouteEntry & { access: { kind: "entitlement" } } =>
      entry.access.kind === "entitlement" && !entry.path.includes(":"),
  )
    .reverse()
    .map((entry) => [entry.access.entitlement, entry]),
);

/**
 * Whether the anonymous page at `pathname` may be shared by every signed-out
 * visitor (the host's page cache, decision 0028): a table page anyone may
 * see. What a fill renders still decides: a redirect or a 404 is not kept.
 */
export function isShareablePage(pathname: string): boolean {
  const access = routeEntryForPath(pathname)?.access.kind;
  return access === "public" || access === "signed-out-only";
}

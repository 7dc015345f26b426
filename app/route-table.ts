/**
 * The spec's route table (§2) and the entitlements of §6: the one list every
 * other part reads (the router config, the guards, the sitemap, the tests).
 * Paths keep the spec's case: /Signup, /PharmaEdge, /EducationService...
 */

import type { Entitlement, StaffRole } from "#contract/entitlements.ts";
import { isReservedPath } from "#contract/redirects.ts";

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
/** The route of the pages editors compose (the table's last row). */
export const PAGE_ROUTE_ID = "page";
const SIGNED_OUT_ONLY: Access = { kind: "signed-out-only" };
const SIGNED_IN: Access = { kind: "signed-in" };
const STAFF: Access = { kind: "staff", role: "staff" };

/**
 * One row of the table: `file` is the route module under app/routes/; an
 * entitlement's name as the access means the page needs it.
 */
const page = (
  id: string,
  path: string,
  file: string,
  title: string,
  access: Access | Entitlement,
): RouteEntry => ({
  id,
  path,
  file: `routes/${file}`,
  title,
  access: typeof access === "string" ? { kind: "entitlement", entitlement: access } : access,
});
const staffPage = (id: string, path: string, file: string, title: string) =>
  page(id, path, `staff/${file}`, title, STAFF);

export const ROUTE_TABLE: readonly RouteEntry[] = [
  page("home", "/", "home.tsx", "Home", PUBLIC),
  page("home-one", "/home-one", "home.tsx", "Home", PUBLIC),
  page("home-two", "/home-two", "home.tsx", "Home", PUBLIC),
  page("home-three", "/home-three", "home.tsx", "Home", PUBLIC),
  page("about", "/about", "about.tsx", "About Us", PUBLIC),
  page("service", "/service", "services.tsx", "Services", PUBLIC),
  page("work", "/work", "work.tsx", "Our Work", PUBLIC),
  page("work-details", "/work-details/:id", "work-details.tsx", "Work Details", PUBLIC),
  page("blog-grid", "/blog-grid", "blog-list.tsx", "Blog", PUBLIC),
  page("blog-classic", "/blog-classic", "blog-list.tsx", "Blog", PUBLIC),
  page("tag", "/tag/:slug", "blog-term.tsx", "Posts by Tag", PUBLIC),
  page("category", "/category/:slug", "blog-term.tsx", "Posts by Category", PUBLIC),
  page("blog-details", "/blog-details/:id", "blog-details.tsx", "Blog Post", PUBLIC),
  page("contact", "/contact", "contact.tsx", "Contact Us", PUBLIC),
  page("testimonials", "/testimonials", "testimonials.tsx", "Testimonials", PUBLIC),
  page("csr", "/csr", "csr.tsx", "Corporate Social Responsibility", PUBLIC),
  page("signup", "/Signup", "signup.tsx", "Sign In or Register", SIGNED_OUT_ONLY),
  page("request-otp", "/request-otp", "request-otp.tsx", "Forgot Password", PUBLIC),
  page("reset-password", "/reset-password", "reset-password.tsx", "Reset Password", PUBLIC),
  page("shatayu-about", "/shatayu-about", "service-line.tsx", "About Shatayu", PUBLIC),
  page("pharma-edge-about", "/PharmaEdge-about", "service-line.tsx", "About Pharma Edge", PUBLIC),
  page("astira", "/astira", "service-line.tsx", "Astira", PUBLIC),
  page("rephub", "/rephub", "module.tsx", "RepHub", "rephub"),
  page("shatayu", "/shatayu", "module.tsx", "Shatayu", "shatayu"),
  page("pharma-edge", "/PharmaEdge", "module.tsx", "Pharma Edge", "pharma_edge"),
  page("pharma-sales", "/pharma-sales", "pharma-sales.tsx", "Education Guidence", "pharma_edge"),
  page("pmt-aspirants", "/pmt-aspirants", "pmt-aspirants.tsx", "PMT Aspirants", "pro_pmt"),
  page("my-course", "/my-courses/:id", "my-course.tsx", "My Course", "pro_pmt"),
  page("education-service", "/EducationService", "module.tsx", "Education Guidance", "education"),
  page("career-service", "/CareerService", "module.tsx", "Career Guidance", "career"),
  page("micro-service", "/MicroService", "module.tsx", "Micro-Business", "micro_bussiness"),
  page("spiritual-service", "/SpiritualService", "module.tsx", "Spiritual", "spritual"),
  page("my-orders", "/my-orders", "my-orders.tsx", "My Orders", SIGNED_IN),
  // The courses a member bought (ours: the spec names only /my-courses/{id}); opening one needs pro_pmt.
  page("my-courses", "/my-courses", "my-courses.tsx", "My Courses", SIGNED_IN),
  page("my-profile", "/my-profile", "my-profile.tsx", "My Profile", SIGNED_IN),
  // Not in the spec's table, but the search overlay submits here (§2 Menus).
  page("search", "/search", "search.tsx", "Search", PUBLIC),
  // A purchased course's document (ours): the service decides who owns it.
  page("download", "/downloads/:file", "download.ts", "Course file", SIGNED_IN),
  // The staff console (ours: the original backend had Django's admin).
  staffPage("staff", "/staff", "overview.tsx", "Staff console"),
  staffPage("staff-registrations", "/staff/registrations", "registrations.tsx", "Registrations"),
  staffPage("staff-people", "/staff/people", "people.tsx", "People"),
  staffPage("staff-person", "/staff/people/:id", "person.tsx", "Person"),
  staffPage("staff-orders", "/staff/orders", "orders.tsx", "Orders"),
  staffPage("staff-enquiries", "/staff/enquiries", "enquiries.tsx", "Enquiries"),
  staffPage("staff-audit", "/staff/audit", "audit.tsx", "Audit log"),
  staffPage("staff-mail", "/staff/mail", "mail.tsx", "Mail queue"),
  staffPage("staff-catalogue", "/staff/catalogue", "catalogue.tsx", "Catalogue"),
  staffPage("staff-sliders", "/staff/catalogue/sliders", "sliders.tsx", "Sliders"),
  staffPage("staff-course-new", "/staff/catalogue/courses/new", "course.tsx", "New course"),
  staffPage("staff-course", "/staff/catalogue/courses/:id", "course.tsx", "Course"),
  // Pages editors compose in the studio (ours, issue #28): any one segment no other route owns.
  // Last, so every path above wins; the studio refuses a slug they own (slugOwnedBySite).
  page(PAGE_ROUTE_ID, "/:slug", "page.tsx", "Page", PUBLIC),
];

/**
 * The site's other addresses: the session's doors, preview, the content
 * webhook and the feeds (app/routes.ts mounts them). Listed here so that the
 * table knows every path a page may not take.
 */
export const OTHER_ROUTES = [
  { id: "logout", path: "/logout", file: "routes/logout.tsx" },
  { id: "login-panel", path: "/login-panel", file: "routes/login-panel.ts" },
  { id: "session", path: "/session", file: "routes/session.ts" },
  { id: "preview", path: "/preview", file: "routes/preview.tsx" },
  { id: "preview-enable", path: "/preview/enable", file: "routes/preview-enable.ts" },
  { id: "preview-disable", path: "/preview/disable", file: "routes/preview-disable.ts" },
  {
    id: "preview-perspective",
    path: "/preview/perspective",
    file: "routes/preview-perspective.ts",
  },
  { id: "content-webhook", path: "/webhooks/content", file: "routes/content-webhook.ts" },
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap.ts" },
  { id: "robots", path: "/robots.txt", file: "routes/robots.ts" },
  { id: "rss", path: "/rss.xml", file: "routes/rss.ts" },
] as const;

/** What a page's slug may be: lower-case letters, digits and single hyphens, one segment. */
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PAGE_SLUG_LENGTH = 96;

/** A page's address as the site writes it: slugs are lower-case, so /NEET-2027 is /neet-2027. */
function pagePath(segment: string): string {
  const lower = segment.toLowerCase();
  return isPageSlug(lower) ? `/${lower}` : `/${segment}`;
}

/** Whether a page may live at /{slug}: the form a slug takes, and no route of the site owns it. */
export function isPageSlug(slug: unknown): slug is string {
  return (
    typeof slug === "string" &&
    slug.length <= MAX_PAGE_SLUG_LENGTH &&
    PAGE_SLUG.test(slug) &&
    !slugOwnedBySite(slug)
  );
}

/** The first segment of every path another route answers (any case: /signup lands on /Signup). */
const OWNED_SEGMENTS = new Set(
  [...ROUTE_TABLE, ...OTHER_ROUTES]
    .map((entry) => entry.path.split("/")[1] ?? "")
    .filter((segment) => segment !== "" && !segment.startsWith(":"))
    .map((segment) => segment.toLowerCase()),
);

/**
 * Whether a page may not live at /{slug}: a route of the site owns that
 * first segment, or the host serves it (the service API, probes, metrics,
 * the build's files: the paths no redirect takes either).
 */
export function slugOwnedBySite(slug: string): boolean {
  const lower = slug.toLowerCase();
  return OWNED_SEGMENTS.has(lower) || isReservedPath(`/${lower}`) || isReservedPath(`/${lower}/`);
}

const byId = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));

export function routeEntry(id: string): RouteEntry | undefined {
  return byId.get(id);
}

/**
 * A table path as a pattern: static parts exactly (or in any case, with the
 * "i" flag), a parameter any one segment, trailing slashes allowed.
 */
function pathPattern(path: string, flags = ""): RegExp {
  const source = path
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/*$`, flags);
}

const anyCase = ROUTE_TABLE.map((entry) => ({ entry, pattern: pathPattern(entry.path, "i") }));

/**
 * Routes match with the spec's case (/Signup, not /signup). A request that
 * differs only in case, or by a trailing slash, gets the canonical path so a
 * hand-typed URL still lands; anything else is a 404.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  if (pathname === "/") return undefined;
  for (const { entry, pattern } of anyCase) {
    if (!pattern.test(pathname)) continue;
    const given = pathname.replace(/\/$/, "").split("/");
    const canonical =
      entry.id === PAGE_ROUTE_ID
        ? pagePath(given[1] ?? "")
        : entry.path
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
 * for every request's log line.
 */
const exactPatterns = ROUTE_TABLE.map((entry) => ({ entry, pattern: pathPattern(entry.path) }));

/** The table entry serving `pathname` (the spec's case), for the browser's own navigation. */
export function routeEntryForPath(pathname: string): RouteEntry | undefined {
  const entry = exactPatterns.find(({ pattern }) => pattern.test(pathname))?.entry;
  // Only a slug a page may have is a page's address: not /logout, /session, /rss.xml (the site's
  // own, though the table does not list them), nor /%70review, /wp-login.php or /Foo_Bar.
  if (entry?.id === PAGE_ROUTE_ID && !isPageSlug(pathname.split("/")[1])) return undefined;
  return entry;
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
  const entry = routeEntryForPath(pathname);
  return entry !== undefined && isPublicEntry(entry);
}

/** A page anyone may open: not the signed-in area, a module or the console. */
export function isPublicEntry(entry: RouteEntry): boolean {
  return entry.access.kind === "public" || entry.access.kind === "signed-out-only";
}

/**
 * The spec's route table (§2) and the entitlements of §6: the one list every other part reads (the
 * router config, the guards, the sitemap, the tests). Paths keep the spec's case: /Signup,
 * /PharmaEdge, /EducationService...
 */

import type { Entitlement, StaffRole } from "#contract/entitlements.ts";
import type { Language } from "#contract/languages.ts";
import { localizedPath } from "./i18n/language-path.ts";
import { SHELL_PATHS, type ShellRouteId } from "./shell-paths.ts";

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
  /** The language of the page's shell and content (English for the spec's table). */
  language: Language;
  /** The English entry's id: the same page in every language (`about` for `hi/about`). */
  baseId: string;
}

const PUBLIC: Access = { kind: "public" };
/** The route of the pages editors compose (the table's last row). */
export const PAGE_ROUTE_ID = "page";
const SIGNED_OUT_ONLY: Access = { kind: "signed-out-only" };
const SIGNED_IN: Access = { kind: "signed-in" };
const STAFF: Access = { kind: "staff", role: "staff" };

/**
 * One row of the table: `file` is the route module under app/routes/; an entitlement's name as the
 * access means the page needs it.
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
  language: "en",
  baseId: id,
});
/** A row whose address the shell links from every page (its path is in shell-paths.ts). */
const shellPage = (id: ShellRouteId, file: string, title: string, access: Access | Entitlement) =>
  page(id, SHELL_PATHS[id], file, title, access);
const staffPage = (id: string, path: string, file: string, title: string) =>
  page(id, path, `staff/${file}`, title, STAFF);

export const ROUTE_TABLE: readonly RouteEntry[] = [
  shellPage("home", "home.tsx", "Home", PUBLIC),
  page("home-one", "/home-one", "home.tsx", "Home", PUBLIC),
  page("home-two", "/home-two", "home.tsx", "Home", PUBLIC),
  page("home-three", "/home-three", "home.tsx", "Home", PUBLIC),
  shellPage("about", "about.tsx", "About Us", PUBLIC),
  shellPage("service", "services.tsx", "Services", PUBLIC),
  page("work", "/work", "work.tsx", "Our Work", PUBLIC),
  page("work-details", "/work-details/:id", "work-details.tsx", "Work Details", PUBLIC),
  page("blog-grid", "/blog-grid", "blog-list.tsx", "Blog", PUBLIC),
  page("blog-classic", "/blog-classic", "blog-list.tsx", "Blog", PUBLIC),
  page("tag", "/tag/:slug", "blog-term.tsx", "Posts by Tag", PUBLIC),
  page("category", "/category/:slug", "blog-term.tsx", "Posts by Category", PUBLIC),
  page("blog-details", "/blog-details/:id", "blog-details.tsx", "Blog Post", PUBLIC),
  shellPage("contact", "contact.tsx", "Contact Us", PUBLIC),
  shellPage("testimonials", "testimonials.tsx", "Testimonials", PUBLIC),
  shellPage("csr", "csr.tsx", "Corporate Social Responsibility", PUBLIC),
  shellPage("signup", "signup.tsx", "Sign In/Register", SIGNED_OUT_ONLY),
  shellPage("request-otp", "request-otp.tsx", "Forgot Password", PUBLIC),
  page("reset-password", "/reset-password", "reset-password.tsx", "Reset Password", PUBLIC),
  shellPage("shatayu-about", "service-line.tsx", "About Shatayu", PUBLIC),
  shellPage("pharma-edge-about", "service-line.tsx", "About Pharma Edge", PUBLIC),
  shellPage("astira", "service-line.tsx", "Astira", PUBLIC),
  shellPage("rephub", "module.tsx", "RepHub", "rephub"),
  shellPage("shatayu", "module.tsx", "Shatayu", "shatayu"),
  shellPage("pharma-edge", "module.tsx", "Pharma Edge", "pharma_edge"),
  shellPage("pharma-sales", "pharma-sales.tsx", "Education Guidence", "pharma_edge"),
  shellPage("pmt-aspirants", "pmt-aspirants.tsx", "PMT Aspirants", "pro_pmt"),
  page("my-course", "/my-courses/:id", "my-course.tsx", "My Course", "pro_pmt"),
  shellPage("education-service", "module.tsx", "Education Guidance", "education"),
  shellPage("career-service", "module.tsx", "Career Guidance", "career"),
  shellPage("micro-service", "module.tsx", "Micro-Business", "micro_bussiness"),
  shellPage("spiritual-service", "module.tsx", "Spiritual", "spritual"),
  page("my-orders", "/my-orders", "my-orders.tsx", "My Orders", SIGNED_IN),
  // The courses a member bought (ours: the spec names only /my-courses/{id}); opening one needs pro_pmt.
  page("my-courses", "/my-courses", "my-courses.tsx", "My Courses", SIGNED_IN),
  page("my-profile", "/my-profile", "my-profile.tsx", "My Profile", SIGNED_IN),
  // Not in the spec's table, but the search overlay submits here (§2 Menus).
  shellPage("search", "search.tsx", "Search", PUBLIC),
  // A purchased course's document (ours): the service decides who owns it.
  page("download", "/downloads/:file", "download.ts", "Course file", SIGNED_IN),
  // Ours: the code a staff sign-in gives after the password, and setting up the app (decision 0060).
  page("second-factor", "/staff/second-factor", "second-factor.tsx", "Confirm it's you", SIGNED_IN),
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
  // Pages editors compose in the studio (ours): any one segment no other route owns. Last, so every
  // path above wins; the studio refuses a slug they own (slugOwnedBySite).
  page(PAGE_ROUTE_ID, "/:slug", "page.tsx", "Page", PUBLIC),
];

const pathsById = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry.path]));

/** The path of the table's page `id`; an id the table lacks is a mistake in the code that names it. */
export function routePath(id: string): string {
  const path = pathsById.get(id);
  if (path === undefined) throw new Error(`The route table has no page "${id}".`);
  return path;
}

/**
 * Public pages that stay English only: the account doors, whose words the spec fixes to the letter
 * (decision 0053). Everything else anyone may open is also under /hi/.
 */
const ENGLISH_ONLY = new Set(["request-otp", "reset-password", "download"]);

/** Whether the page has a Hindi address: a public page whose words are not the spec's own. */
function hasHindiAddress(entry: RouteEntry): boolean {
  return entry.access.kind === "public" && !ENGLISH_ONLY.has(entry.id);
}

/**
 * The Hindi pages, generated from the table: the same module under /hi/, with the id `hi/{id}`. The
 * route modules read the language from the address.
 */
export const HINDI_ROUTES: readonly RouteEntry[] = ROUTE_TABLE.filter(hasHindiAddress).map(
  (entry) => ({
    ...entry,
    id: `hi/${entry.id}`,
    path: localizedPath(entry.path, "hi"),
    language: "hi",
  }),
);

const isComposedPage = (entry: RouteEntry) => entry.baseId === PAGE_ROUTE_ID;

/**
 * Every page of the site in every language: what the router mounts and the lookups search. The
 * composed pages (one free segment) come last, so /hi is Hindi's home, not a page "hi".
 */
export const ALL_PAGES: readonly RouteEntry[] = [
  ...[...ROUTE_TABLE, ...HINDI_ROUTES].filter((entry) => !isComposedPage(entry)),
  ...[...ROUTE_TABLE, ...HINDI_ROUTES].filter(isComposedPage),
];

function firstSegment(path: string): string {
  return (path.split("/")[1] ?? "").toLowerCase();
}

/** Sanity's publish webhook: the host's gate gives its path its own body limit and origin rule. */
const CONTENT_WEBHOOK = {
  id: "content-webhook",
  path: "/webhooks/content",
  file: "routes/content-webhook.ts",
} as const;
export const CONTENT_WEBHOOK_PATH = CONTENT_WEBHOOK.path;

/**
 * The site's other addresses: the session's doors, preview, the content webhook and the feeds
 * (app/routes.ts mounts them). Listed here so that the table knows every path a page may not take.
 */
export const OTHER_ROUTES = [
  { id: "language", path: "/language", file: "routes/language.ts" },
  { id: "hi/rss", path: "/hi/rss.xml", file: "routes/rss.ts" },
  { id: "logout", path: "/logout", file: "routes/logout.tsx" },
  { id: "login-panel", path: "/login-panel", file: "routes/login-panel.ts" },
  { id: "session", path: "/session", file: "routes/session.ts" },
  { id: "passkey-sign-in", path: "/passkeys/sign-in", file: "routes/passkey-sign-in.ts" },
  { id: "my-passkeys", path: "/my-profile/passkeys", file: "routes/my-passkeys.ts" },
  {
    id: "second-factor-passkey",
    path: "/staff/second-factor/passkey",
    file: "routes/second-factor-passkey.ts",
  },
  { id: "preview", path: "/preview", file: "routes/preview.tsx" },
  { id: "preview-enable", path: "/preview/enable", file: "routes/preview-enable.ts" },
  { id: "preview-disable", path: "/preview/disable", file: "routes/preview-disable.ts" },
  {
    id: "preview-perspective",
    path: "/preview/perspective",
    file: "routes/preview-perspective.ts",
  },
  CONTENT_WEBHOOK,
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap.ts" },
  { id: "robots", path: "/robots.txt", file: "routes/robots.ts" },
  { id: "rss", path: "/rss.xml", file: "routes/rss.ts" },
] as const;

/**
 * Each entitlement's own page (spec §6): the first page of the table that needs it and takes no
 * parameter (pharma_edge: /PharmaEdge, pro_pmt: /pmt-aspirants).
 */
export const MODULE_HOMES: ReadonlyMap<Entitlement, RouteEntry> = new Map(
  ROUTE_TABLE.filter(
    (entry): entry is RouteEntry & { access: { kind: "entitlement" } } =>
      entry.access.kind === "entitlement" && !entry.path.includes(":"),
  )
    .reverse()
    .map((entry) => [entry.access.entitlement, entry]),
);

/** A page anyone may open: not the signed-in area, a module or the console. */
export function isPublicEntry(entry: RouteEntry): boolean {
  return entry.access.kind === "public" || entry.access.kind === "signed-out-only";
}

/**
 * The first segments of the addresses that are English only (the signed-in area, the modules, the
 * console, the account doors, the session's doors), lower-cased: a link to one of them stays
 * English on a Hindi page. Sent to the browser with the page (root data), so the links need not
 * carry this table in the first load.
 */
export const ENGLISH_ONLY_SEGMENTS: readonly string[] = (() => {
  const hindi = new Set(HINDI_ROUTES.map((entry) => firstSegment(entry.path.replace(/^\/hi/, ""))));
  const all = [...ROUTE_TABLE, ...OTHER_ROUTES].map((entry) => firstSegment(entry.path));
  return [...new Set(all)].filter(
    (segment) => segment !== "" && !segment.startsWith(":") && !hindi.has(segment),
  );
})();

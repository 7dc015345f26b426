/**
 * Lookups over the route table (route-table.ts): which entry serves an address, its canonical form,
 * and which one-segment slugs a composed page may take.
 */
import { DEFAULT_LANGUAGE } from "#contract/languages.ts";
import { isReservedPath } from "#contract/redirects.ts";
import { languageOfPath, switchLanguage } from "./i18n/language-path.ts";
import {
  ALL_PAGES,
  isPublicEntry,
  OTHER_ROUTES,
  PAGE_ROUTE_ID,
  type RouteEntry,
} from "./route-table.ts";

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
  [...ALL_PAGES, ...OTHER_ROUTES]
    .map((entry) => entry.path.split("/")[1] ?? "")
    .filter((segment) => segment !== "" && !segment.startsWith(":"))
    .map((segment) => segment.toLowerCase()),
);

/**
 * Whether a page may not live at /{slug}: a route of the site owns that first segment, or the host
 * serves it (the service API, probes, metrics, the build's files: the paths no redirect takes
 * either).
 */
export function slugOwnedBySite(slug: string): boolean {
  const lower = slug.toLowerCase();
  return OWNED_SEGMENTS.has(lower) || isReservedPath(`/${lower}`) || isReservedPath(`/${lower}/`);
}

const byId = new Map(ALL_PAGES.map((entry) => [entry.id, entry]));

export function routeEntry(id: string): RouteEntry | undefined {
  return byId.get(id);
}

/**
 * A table path as a pattern: static parts exactly (or in any case, with the "i" flag), a parameter
 * any one segment, trailing slashes allowed.
 */
function pathPattern(path: string, flags = ""): RegExp {
  const source = path
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/*$`, flags);
}

const anyCase = ALL_PAGES.map((entry) => ({ entry, pattern: pathPattern(entry.path, "i") }));

/**
 * Routes match with the spec's case (/Signup, not /signup). A request that differs only in case, or
 * by a trailing slash, gets the canonical path so a hand-typed URL still lands; anything else is a
 * 404.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  if (pathname === "/") return undefined;
  for (const { entry, pattern } of anyCase) {
    if (!pattern.test(pathname)) continue;
    const given = pathname.replace(/\/$/, "").split("/");
    const canonical =
      entry.baseId === PAGE_ROUTE_ID
        ? entry.path.replace(/:slug$/, "") + pagePath(given.at(-1) ?? "").slice(1)
        : entry.path
            .split("/")
            .map((part, index) => (part.startsWith(":") ? given[index] : part))
            .join("/");
    return canonical === pathname ? undefined : canonical;
  }
  return undefined;
}

const byPath = new Map(ALL_PAGES.map((entry) => [entry.path, entry]));

/** The table entry for a matched route pattern (a loader's `pattern` argument). */
export function routeEntryForPattern(pattern: string): RouteEntry | undefined {
  return byPath.get(pattern);
}

/** Each entry's path as React Router matches it, compiled once: every request's log line asks. */
const exactPatterns = ALL_PAGES.map((entry) => ({ entry, pattern: pathPattern(entry.path) }));

/** The table entry serving `pathname` (the spec's case), for the browser's own navigation. */
export function routeEntryForPath(pathname: string): RouteEntry | undefined {
  const entry = exactPatterns.find(({ pattern }) => pattern.test(pathname))?.entry;
  // Only a slug a page may have is a page's address: not /logout, /session, /rss.xml (the site's
  // own, though the table does not list them), nor /%70review, /wp-login.php or /Foo_Bar.
  if (
    entry?.baseId === PAGE_ROUTE_ID &&
    !isPageSlug(pathname.replace(/\/+$/, "").split("/").at(-1))
  )
    return undefined;
  return entry;
}

/**
 * For a Hindi address with no page: its English address when a route of the table serves that
 * (only in English: a members' page, the sign-in), else null. A composed page is not known to be
 * there without its document (foundOrInEnglish asks).
 */
export function englishPageFor(pathname: string): string | null {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return null;
  const english = switchLanguage(pathname, DEFAULT_LANGUAGE);
  const entry = routeEntryForPath(english);
  return entry && entry.baseId !== PAGE_ROUTE_ID ? english : null;
}

/**
 * Whether the anonymous page at `pathname` may be shared by every signed-out visitor (the host's
 * page cache, decision 0028): a table page anyone may see. What a fill renders still decides: a
 * redirect or a 404 is not kept.
 */
export function isShareablePage(pathname: string): boolean {
  const entry = routeEntryForPath(pathname);
  return entry !== undefined && isPublicEntry(entry);
}

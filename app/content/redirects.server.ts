import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { type Redirect, redirectTable, resolveRedirect } from "#contract/redirects.ts";
import { canonicalPathFor } from "~/route-lookup";
import { fetchContent } from "./page-data.server";
import { REDIRECTS_QUERY } from "./queries";

/**
 * Editors' redirects: a GET or HEAD of an old address goes to its new one, the chain followed in
 * one answer, the query kept. The table is built once per content answer (the gateway hands out the
 * same answer until a publish purges it, on every instance), so a new redirect is live on publish
 * without a restart. A cycle is ignored (the address answers as if there were no redirect) and said
 * once in the log.
 */
const tables = new WeakMap<object, ReadonlyMap<string, Redirect>>();
const cyclesSaid = new Set<string>();

async function currentTable(context: Readonly<RouterContextProvider>) {
  const redirects = (await fetchContent(context, REDIRECTS_QUERY, {}, { published: true })) ?? [];
  let table = tables.get(redirects);
  if (!table) {
    table = redirectTable(redirects as Redirect[]);
    tables.set(redirects, table);
  }
  return table;
}

function sayCycleOnce(sources: readonly string[]): void {
  const key = sources.join(" → ");
  if (cyclesSaid.has(key)) return;
  cyclesSaid.add(key);
  console.warn(`Redirects that come back to where they start are ignored: ${key}.`);
}

/** `location` with the request's query added (after the destination's own, if it has one). */
export function withQuery(location: string, search: string): string {
  if (!search || search === "?") return location;
  const [beforeHash, hash = ""] = location.split("#", 2) as [string, string?];
  const joined = beforeHash.includes("?")
    ? `${beforeHash}&${search.slice(1)}`
    : `${beforeHash}${search}`;
  return hash ? `${joined}#${hash}` : joined;
}

export const redirectMiddleware: MiddlewareFunction<Response> = async (
  { request, context, url },
  next,
) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  let table: ReadonlyMap<string, Redirect>;
  try {
    table = await currentTable(context);
  } catch {
    // Content unreachable: pages that need no content (the signed-in area, the console, the forms)
    // still answer; the page itself says so if it needs content.
    return next();
  }
  // Most requests are for no redirect: a map lookup, before the rules read the path (the request's
  // path is already as a URL parser writes it, like the table's sources).
  const source = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (!table.has(source)) return next();
  const resolution = resolveRedirect(table, url.pathname);
  if (resolution.kind === "cycle") {
    sayCycleOnce(resolution.sources);
    return next();
  }
  if (resolution.kind === "none") return next();
  let location = resolution.location;
  if (location.startsWith("/")) {
    // The path as the site writes it (/About is /about), so the browser does not come back here
    // through the canonical redirect: a destination whose form is the source is a cycle too.
    const target = new URL(location, url.origin);
    const canonical = canonicalPathFor(target.pathname) ?? target.pathname;
    if (canonical.replace(/\/+$/, "") === source) {
      sayCycleOnce([source, target.pathname]);
      return next();
    }
    location = withQuery(`${canonical}${target.search}${target.hash}`, url.search);
  }
  throw redirect(location, { status: resolution.status, headers: { "Cache-Control": "no-store" } });
};

import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { DEFAULT_LANGUAGE } from "#contract/languages.ts";
import { type Redirect, redirectTable, resolveRedirect } from "#contract/redirects.ts";
import { languageOfPath, unprefixedPath } from "~/i18n/language-path";
import { localHref } from "~/i18n/local-href";
import { canonicalPathFor } from "~/route-lookup";
import { ENGLISH_ONLY_SEGMENTS } from "~/route-table";
import { fetchContent } from "./page-data.server";
import { REDIRECTS_QUERY } from "./queries";

/**
 * The table is built once per content answer, so a publish makes a redirect live; a cycle is
 * ignored.
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
    // Content unreachable: pages that need none still answer.
    return next();
  }
  const source = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const language = languageOfPath(source);
  // Editors write the English addresses; each applies in every language (/hi/about-us →
  // /hi/about), unless a redirect names the other language's address itself.
  const english = unprefixedPath(source);
  const matched = table.has(source)
    ? source
    : language !== DEFAULT_LANGUAGE && table.has(english)
      ? english
      : null;
  if (!matched) return next();
  const resolution = resolveRedirect(table, matched);
  if (resolution.kind === "cycle") {
    sayCycleOnce(resolution.sources);
    return next();
  }
  if (resolution.kind === "none") return next();
  let location = resolution.location;
  if (location.startsWith("/")) {
    // To the same language, where the destination is a page of it (a members' page stays English).
    if (matched !== source) location = localHref(location, language, ENGLISH_ONLY_SEGMENTS);
    // As the site writes the path, so the canonical redirect does not loop back here.
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

import { data, redirect } from "react-router";
import { languageOfPath, switchLanguage } from "~/i18n/language-path";
import { canonicalPathFor, routeEntryForPath } from "~/route-lookup";
import type { Route } from "./+types/not-found";

/**
 * Every path the route table does not serve. One that differs from a route only in case or by a
 * trailing slash is sent to the canonical path; the rest get the 404 page, rendered by the root
 * error boundary inside the shell.
 */
export function loader({ url }: Route.LoaderArgs) {
  const canonical = canonicalPathFor(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  throw data({ english: englishAddress(url.pathname) }, { status: 404 });
}

/**
 * A Hindi address no route serves: the English one, when a page of the site is there (only in
 * English: a members' page, the sign-in), for the 404 page to lead to. Null otherwise.
 */
function englishAddress(pathname: string): string | null {
  if (languageOfPath(pathname) === "en") return null;
  const english = switchLanguage(pathname, "en");
  return routeEntryForPath(english) ? english : null;
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

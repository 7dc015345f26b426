import { data, redirect } from "react-router";
import { notFoundWith } from "~/content/page-data.server";
import { canonicalPathFor, englishPageFor } from "~/route-lookup";
import type { Route } from "./+types/not-found";

/**
 * Every path the route table does not serve. One that differs from a route only in case or by a
 * trailing slash is sent to the canonical path; the rest get the 404 page, rendered by the root
 * error boundary inside the shell.
 */
export function loader({ url }: Route.LoaderArgs) {
  const canonical = canonicalPathFor(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  notFoundWith(englishPageFor(url.pathname));
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

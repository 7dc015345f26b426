import { type RouterContextProvider, redirect } from "react-router";
import type { Me } from "#contract/wire.ts";
import { routeEntryForPattern } from "~/route-lookup";
import type { RouteEntry } from "~/route-table";
import { notFound, signInPath } from "~/service-api/answers.server";
import { type ServiceApi, serviceApi } from "~/service-api/service-api.server";
import { enforceAccess } from "~/session/access.server";
import { currentSession } from "~/session/current-session.server";
import type { ShellUser } from "~/session/shell-user";

/**
 * The server side of every signed-in page: the route's own access rule (spec §4/§6) enforced before
 * anything is read, then the service API with the member's token. Nothing read here is cached: each
 * request asks again.
 */

export interface MemberRequest {
  entry: RouteEntry;
  /** The user as `app/me/` answered for this request. */
  me: Me;
  user: ShellUser;
  /** The access token, for the service API only; it never leaves the server. */
  access: string;
  api: ServiceApi;
}

export function memberRequest(
  context: Readonly<RouterContextProvider>,
  url: URL,
  pattern: string,
): MemberRequest {
  const entry = routeEntryForPattern(pattern) ?? notFound();
  enforceAccess(context, url, entry.access);
  const current = currentSession(context);
  const access = current.session.get("access");
  // enforceAccess let a signed-in person through, so both are there; a public route has neither.
  if (!current.me || !current.user || !access) throw redirect(signInPath(url));
  return {
    entry,
    me: current.me,
    user: current.user,
    access,
    api: serviceApi(context),
  };
}

/** A database id as text: digits only, no sign, no leading zeros, in range; else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A path segment or query value that must be a database id: the id, or the 404 page. */
export function idParam(value: string | null | undefined): number {
  return parseId(value) ?? notFound();
}

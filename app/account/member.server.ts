import { data, type RouterContextProvider, redirect } from "react-router";
import { clientAddressContext } from "~/request-context";
import { type RouteEntry, routeEntryForPattern } from "~/route-table";
import { NO_ACCESS_MESSAGE, SIGN_IN_PATH } from "~/session/access";
import { enforceAccess, throwServiceUnavailable } from "~/session/access.server";
import { clearTokens, currentSession } from "~/session/current-session.server";
import { type ApiResult, type MeUser, serviceApi } from "~/session/service-api.server";
import type { ShellUser } from "~/session/shell-user";

/**
 * The server side of every signed-in page: the route's own access rule
 * (spec §4/§6) enforced before anything is read, then the service API with
 * the member's token. Nothing read here is cached: each request asks again.
 */

export interface MemberRequest {
  entry: RouteEntry;
  /** The user as `app/me/` answered for this request. */
  me: MeUser;
  user: ShellUser;
  /** The access token, for the service API only; it never leaves the server. */
  access: string;
  api: ReturnType<typeof serviceApi>;
}

/** Throws the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
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
    api: serviceApi(context, context.get(clientAddressContext)),
  };
}

function signInPath(url: URL): string {
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The data of a read, or the page's answer when there is none: the 404 page
 * for an id the service does not know (or a value it refuses), a new sign-in
 * for a token it no longer takes, the no-access toast for an entitlement
 * withdrawn since the page was opened, and 503 when it does not answer.
 */
export function readOrThrow<T>(
  result: ApiResult<T>,
  context: Readonly<RouterContextProvider>,
  url: URL,
): T {
  if (result.kind === "ok") return result.data;
  return throwServiceAnswer(result, context, url);
}

/** readOrThrow's answer for a call that did not succeed (actions use it for 401 and 403). */
export function throwServiceAnswer(
  result: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  context: Readonly<RouterContextProvider>,
  url: URL,
): never {
  if (result.kind === "unavailable") throwServiceUnavailable();
  const current = currentSession(context);
  switch (result.status) {
    case 400:
    case 404:
      return notFound();
    case 401:
      clearTokens(current);
      throw redirect(signInPath(url));
    case 403:
      current.session.flash("toast", NO_ACCESS_MESSAGE);
      throw redirect("/");
    default:
      return throwServiceUnavailable();
  }
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

import { data, type RouterContextProvider, redirect } from "react-router";
import { NO_ACCESS_MESSAGE } from "~/session/access";
import { flashNoAccess, throwServiceUnavailable } from "~/session/access.server";
import { clearTokens, currentSession } from "~/session/current-session.server";
import { throwIfCodeAsked } from "~/session/second-factor.server";
import { SIGN_IN_PATH } from "~/shell-paths";
import type { ApiResult } from "./transport.server";

/**
 * What a page answers when the service did not give it what it asked for: the service's refusal
 * read as the page's 404, sign-in, toast or 503.
 */

/** Throws the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The sign-in page, coming back to this one afterwards. */
export function signInPath(url: URL): string {
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The data of a read, or the page's answer when there is none: the 404 page for an id the service
 * does not know (or a value it refuses), a new sign-in for a token it no longer takes, the
 * no-access toast for an entitlement withdrawn since the page was opened, and 503 when it does not
 * answer.
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
      throwIfCodeAsked(result.data, url);
      flashNoAccess(current, NO_ACCESS_MESSAGE);
      throw redirect("/");
    default:
      return throwServiceUnavailable();
  }
}

import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { SERVICE_UNAVAILABLE } from "#contract/messages.ts";
import { accessRequestPath } from "~/account/modules";
import { canonicalPathFor, routeEntryForPattern } from "~/route-lookup";
import { type Access, MODULE_HOMES } from "~/route-table";
import type { PageStatus } from "~/shell/page-status-data";
import { decideAccess } from "./access";
import { currentSession, type ShellUser } from "./current-session.server";

/** How soon a page that could not reach the service API is worth another try. */
const RETRY_AFTER_SECONDS = 30;

/** The answer of a page whose data lives in a service API that did not answer: 503, try again. */
export function throwServiceUnavailable(): never {
  throw data(
    { message: SERVICE_UNAVAILABLE, source: "service" },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

/**
 * The guard of spec §4, in a loader: the page's data loads only for someone allowed to see it.
 * Otherwise it throws the redirect (with the no-access toast as a one-request message) or, when the
 * service API cannot say who this is, a 503.
 */
export function enforceAccess(
  context: Readonly<RouterContextProvider>,
  url: URL,
  access: Access,
): ShellUser | null {
  if (access.kind === "public") return null;
  const current = currentSession(context);
  if (current.serviceUnavailable) throwServiceUnavailable();
  const decision = decideAccess(access, current.user, `${url.pathname}${url.search}`);
  switch (decision.kind) {
    case "allow":
      return current.user;
    case "no-access":
      flashNoAccess(current, decision.message, access);
      throw redirect(decision.to);
    default:
      throw redirect(decision.to);
  }
}

/**
 * A refusal for want of access, whoever decides it (the route table's rule, or the service
 * answering 403): the spec's toast (§8) and the same words at the top of the page the person lands
 * on, with the way to ask for the module when it is known (decision 0045).
 */
export function flashNoAccess(
  current: ReturnType<typeof currentSession>,
  message: string,
  access?: Access,
): void {
  current.session.flash("toast", message);
  current.session.flash("status", refusalPageStatus(access, message));
}

/** The refusal as the landing page's status: for a module, with the way to ask for access. */
function refusalPageStatus(access: Access | undefined, message: string): PageStatus {
  const home = access?.kind === "entitlement" ? MODULE_HOMES.get(access.entitlement) : undefined;
  if (!home) return { tone: "refusal", text: message };
  return {
    tone: "refusal",
    text: message,
    ask: { label: `Ask for access to ${home.title}`, to: accessRequestPath(home.title) },
  };
}

/**
 * The route table enforces itself: before any loader or action of a page in `app/route-table.ts`
 * runs, its access rule is applied here, once, from the matched pattern. A new route cannot forget
 * its guard; loaders that read a member's data still ask `memberRequest` for the token (which
 * checks again).
 */
export const accessMiddleware: MiddlewareFunction<Response> = async (
  { context, url, pattern },
  next,
) => {
  const entry = routeEntryForPattern(pattern);
  if (entry) enforceAccess(context, url, entry.access);
  return next();
};

/**
 * One address per page: a table route reached with a trailing slash ("/about/") is sent to its
 * canonical path, as other letter cases already are, so search engines and caches see one URL.
 */
export const canonicalPathMiddleware: MiddlewareFunction<Response> = async (
  { request, url, pattern },
  next,
) => {
  if ((request.method === "GET" || request.method === "HEAD") && routeEntryForPattern(pattern)) {
    const canonical = canonicalPathFor(url.pathname);
    if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  }
  return next();
};

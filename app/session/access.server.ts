import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { SERVICE_UNAVAILABLE } from "#contract/messages.ts";
import { accessRequestPath, contactPathAbout } from "~/account/modules";
import { canonicalPathFor, routeEntryForPattern } from "~/route-lookup";
import { type Access, MODULE_HOMES } from "~/route-table";
import type { PageStatus } from "~/shell/page-status-data";
import { decideAccess, NO_ACCESS_MESSAGE } from "./access";
import { currentSession, type ShellUser } from "./current-session.server";
import { provedSecondFactor, secondFactorPath } from "./second-factor.server";

const RETRY_AFTER_SECONDS = 30;
/** The contact form's Subject when the service refused a module the site cannot name. */
const MODULE_ACCESS_SUBJECT = "Access to a module";

export function throwServiceUnavailable(): never {
  throw data(
    { message: SERVICE_UNAVAILABLE, source: "service" },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

/**
 * Spec §4 in a loader: the data loads only for someone allowed to see it; unknown (service away):
 * 503.
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
      // The console needs the second factor too; the code page says so before a call refuses.
      if (access.kind === "staff" && !provedSecondFactor(current.session.get("access"))) {
        throw redirect(secondFactorPath(`${url.pathname}${url.search}`));
      }
      return current.user;
    case "no-access":
      flashNoAccess(current, decision.message, access);
      throw redirect(decision.to);
    default:
      throw redirect(decision.to);
  }
}

/**
 * The spec's toast (§8), and atop the landing page what it means for this account and the way to
 * ask, never the toast's words again (decision 0045).
 */
export function flashNoAccess(
  current: ReturnType<typeof currentSession>,
  message: string,
  access?: Access,
): void {
  current.session.flash("toast", message);
  current.session.flash("status", refusalPageStatus(access, message));
}

function refusalPageStatus(access: Access | undefined, message: string): PageStatus {
  if (message !== NO_ACCESS_MESSAGE) return { tone: "refusal", text: message };
  const home = access?.kind === "entitlement" ? MODULE_HOMES.get(access.entitlement) : undefined;
  return {
    tone: "refusal",
    notIncluded: home
      ? { module: home.title, ask: accessRequestPath(home.title) }
      : { module: null, ask: contactPathAbout(MODULE_ACCESS_SUBJECT) },
  };
}

/** Applied once per request from the matched pattern, so a new route cannot forget its guard. */
export const accessMiddleware: MiddlewareFunction<Response> = async (
  { context, url, pattern },
  next,
) => {
  const entry = routeEntryForPattern(pattern);
  if (entry) enforceAccess(context, url, entry.access);
  return next();
};

/** One URL per page for search engines and caches: a trailing slash goes to the canonical path. */
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

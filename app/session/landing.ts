import { safeReturnPath } from "~/lib/safe-path";
import { routeEntryForPath } from "~/route-lookup";
import { routePath } from "~/route-table";
import { type AccessSubject, decideAccess } from "./access";

const CONSOLE_PATH = routePath("staff");

/**
 * Where a sign-in lands. A member: the return address, or the home page. Staff come to work: the
 * console, unless the return address is a page other than the home page that they may open.
 */
export function landingAfterSignIn(returnTo: unknown, user: AccessSubject | null): string {
  const path = safeReturnPath(returnTo);
  if (!user?.staff) return path;
  const entry = routeEntryForPath(new URL(path, "http://site.invalid").pathname);
  if (!entry || entry.baseId === "home") return CONSOLE_PATH;
  return decideAccess(entry.access, user, path).kind === "allow" ? path : CONSOLE_PATH;
}

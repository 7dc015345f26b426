import { redirect } from "react-router";
import { readBoundedForm } from "~/lib/bounded-body.server";
import { serviceApi } from "~/service-api/service-api.server";
import { currentSession, endEverySessionOf, endSession } from "~/session/current-session.server";
import { SIGNED_OUT_EVERYWHERE } from "~/session/signup-messages";
import type { Route } from "./+types/logout";

/** The logout form carries one field at most (`scope`); anything bigger is not ours. */
const MAX_LOGOUT_BODY = 1024;

/**
 * Logout is a POST (a link on another site cannot sign anyone out): the service revokes the refresh
 * token, the session ends on the server (its id dies with it), and the person lands on /. With
 * `scope=everywhere` (the button on /my-profile) every session of this member ends, on every
 * instance, and the service is asked to refuse every token it issued them.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readBoundedForm(request, MAX_LOGOUT_BODY);
  const everywhere = form instanceof FormData && form.get("scope") === "everywhere";
  const current = currentSession(context);
  const api = serviceApi(context);
  const access = current.session.get("access");
  const refresh = current.session.get("refresh");
  const userId = current.session.get("userId");
  // Our extension; a backend without it still loses every session the site holds for them.
  if (everywhere && access) await api.logoutAll(access);
  if (refresh) await api.logout(refresh);
  if (everywhere && userId) await endEverySessionOf(context, userId);
  await endSession(context);
  if (everywhere && userId) currentSession(context).session.flash("notice", SIGNED_OUT_EVERYWHERE);
  throw redirect("/");
}

export function loader() {
  throw redirect("/");
}

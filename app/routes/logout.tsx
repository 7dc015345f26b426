import { redirect } from "react-router";
import { clientAddressContext } from "~/request-context";
import { clearTokens, currentSession } from "~/session/current-session.server";
import { serviceApi } from "~/session/service-api.server";
import type { Route } from "./+types/logout";

/**
 * Logout is a POST (a link on another site cannot sign anyone out): the
 * service revokes the refresh token, the session forgets the tokens and the
 * user, and the person lands on /. The page counters start again at 1 on the
 * client, with the session machine (spec §4).
 */
export async function action({ context }: Route.ActionArgs) {
  const current = currentSession(context);
  const refresh = current.session.get("refresh");
  if (refresh) await serviceApi(context, context.get(clientAddressContext)).logout(refresh);
  clearTokens(current);
  throw redirect("/");
}

export function loader() {
  throw redirect("/");
}

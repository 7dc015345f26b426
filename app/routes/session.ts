import { data } from "react-router";
import { currentSession } from "~/session/current-session.server";
import type { Route } from "./+types/session";

/** The session check the session machine makes from the browser: who is signed in, if anyone. */
export function loader({ context }: Route.LoaderArgs) {
  const { user, serviceUnavailable } = currentSession(context);
  if (serviceUnavailable) return data({ user: null }, { status: 503 });
  return data(
    { user },
    { status: user ? 200 : 401, headers: { "Cache-Control": "private, no-store" } },
  );
}

import { redirect } from "react-router";
import { handleMyPasskeys } from "~/account/passkeys.server";
import type { Route } from "./+types/my-passkeys";

/** The profile's passkey forms and the registration ceremony's site half. */
export function action({ context, request }: Route.ActionArgs) {
  return handleMyPasskeys(context, request);
}

export function loader() {
  throw redirect("/my-profile");
}

import { redirect } from "react-router";
import { passkeySignIn } from "~/session/passkey-sign-in.server";
import type { Route } from "./+types/passkey-sign-in";

/** Signing in with a passkey: the browser's half posts here (app/session/passkey-ceremony.ts). */
export function action({ context, request }: Route.ActionArgs) {
  return passkeySignIn(context, request);
}

export function loader() {
  throw redirect("/Signup");
}

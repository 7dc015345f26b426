import { passkeyStep } from "~/session/passkey-step.server";
import type { Route } from "./+types/second-factor-passkey";

/** POST /staff/second-factor/passkey: a passkey instead of a code (decision 0060). */
export async function action({ context, request }: Route.ActionArgs) {
  return passkeyStep(context, request);
}

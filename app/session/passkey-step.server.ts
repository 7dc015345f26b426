import { type RouterContextProvider, redirect } from "react-router";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import { currentSession, signIn } from "./current-session.server";
import { answer, assertionCeremony } from "./passkey-answers.server";
import { nextOf } from "./second-factor-step.server";

/**
 * /staff/second-factor/passkey: the code page's other way (decision 0060): one of the staff
 * member's own passkeys proves the second factor, after a password or before harm. `intent=options`
 * answers the service's options naming only their passkeys; `intent=confirm` sends the assertion
 * on, and the fresh tokens become a new session, as a code's do.
 */
export function passkeyStep(context: Readonly<RouterContextProvider>, request: Request) {
  const current = currentSession(context);
  const access = current.session.get("access");
  if (!access || !current.user?.staff) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.notAccepted }, 403);
  }
  return assertionCeremony(context, request, {
    finish: "confirm",
    options: (api) => api.confirmOptions(access),
    verify: (api, response) => api.confirm(access, response),
    async done(tokens, form) {
      await signIn(context, tokens);
      throw redirect(nextOf(form.get("next")), 303);
    },
  });
}

import { type RouterContextProvider, redirect } from "react-router";
import { currentSession, signedInUser, signIn } from "./current-session.server";
import { landingAfterSignIn } from "./landing";
import { assertionCeremony } from "./passkey-answers.server";

/**
 * /passkeys/sign-in: the ceremony's site half. `intent=options` answers the service's options (no
 * account named); `intent=sign-in` sends the browser's assertion on, keeps the tokens in the
 * session (never in the page) and lands the person as a password sign-in does: staff in /staff.
 */
export function passkeySignIn(context: Readonly<RouterContextProvider>, request: Request) {
  return assertionCeremony(context, request, {
    finish: "sign-in",
    options: (api) => api.signInOptions(),
    verify: (api, response) => api.signIn(response, currentSession(context).device),
    async done(tokens, form) {
      await signIn(context, tokens);
      const user = await signedInUser(context);
      throw redirect(landingAfterSignIn(form.get("redirectTo"), user), 303);
    },
  });
}

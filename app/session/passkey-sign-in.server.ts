import { type RouterContextProvider, redirect } from "react-router";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import { readActionForm } from "~/lib/bounded-body.server";
import { passkeyApi, passkeysOffered } from "~/service-api/passkey-calls.server";
import { currentSession, signedInUser, signIn } from "./current-session.server";
import { landingAfterSignIn } from "./landing";
import { answer, ceremonyResponse, PASSKEY_FORM_LIMIT, refusalOf } from "./passkey-answers.server";

/**
 * /passkeys/sign-in: the ceremony's site half. `intent=options` answers the service's options (no
 * account named); `intent=sign-in` sends the browser's assertion on, keeps the tokens in the
 * session (never in the page) and lands the person as a password sign-in does: staff in /staff.
 */
export async function passkeySignIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Response | ReturnType<typeof answer>> {
  const read = await readActionForm(request, PASSKEY_FORM_LIMIT);
  if (!read.ok) return answer(request, { ok: false, message: read.message }, read.status);
  const { form } = read;
  if (!(await passkeysOffered(context))) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.siteUnknown }, 404);
  }
  const api = passkeyApi(context, request);
  const intent = form.get("intent");
  if (intent === "options") {
    const options = await api.signInOptions();
    if (options.kind === "ok") return answer(request, { ok: true, options: options.data });
    const { message, status } = refusalOf(options);
    return answer(request, { ok: false, message }, status);
  }
  if (intent !== "sign-in") return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const response = ceremonyResponse(form.get("response"));
  if (!response) return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const tokens = await api.signIn(response, currentSession(context).device);
  if (tokens.kind !== "ok") {
    const { message, status } = refusalOf(tokens);
    return answer(request, { ok: false, message }, status);
  }
  await signIn(context, tokens.data);
  const user = await signedInUser(context);
  throw redirect(landingAfterSignIn(form.get("redirectTo"), user), 303);
}

import { type RouterContextProvider, redirect } from "react-router";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import { readActionForm } from "~/lib/bounded-body.server";
import { passkeyApi, passkeysOffered } from "~/service-api/passkey-calls.server";
import { currentSession, signIn } from "./current-session.server";
import { answer, ceremonyResponse, PASSKEY_FORM_LIMIT, refusalOf } from "./passkey-answers.server";
import { nextOf } from "./second-factor-step.server";

/**
 * /staff/second-factor/passkey: the code page's other way (decision 0060): one of the staff
 * member's own passkeys proves the second factor, after a password or before harm. `intent=options`
 * answers the service's options naming only their passkeys; `intent=confirm` sends the assertion
 * on, and the fresh tokens become a new session, as a code's do.
 */
export async function passkeyStep(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Response | ReturnType<typeof answer>> {
  const current = currentSession(context);
  const access = current.session.get("access");
  if (!access || !current.user?.staff) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.notAccepted }, 403);
  }
  const read = await readActionForm(request, PASSKEY_FORM_LIMIT);
  if (!read.ok) return answer(request, { ok: false, message: read.message }, read.status);
  const { form } = read;
  if (!(await passkeysOffered(context))) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.siteUnknown }, 404);
  }
  const api = passkeyApi(context, request);
  const intent = form.get("intent");
  if (intent === "options") {
    const options = await api.confirmOptions(access);
    if (options.kind === "ok") return answer(request, { ok: true, options: options.data });
    const { message, status } = refusalOf(options);
    return answer(request, { ok: false, message }, status);
  }
  if (intent !== "confirm") return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const response = ceremonyResponse(form.get("response"));
  if (!response) return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const tokens = await api.confirm(access, response);
  if (tokens.kind !== "ok") {
    const { message, status } = refusalOf(tokens);
    return answer(request, { ok: false, message }, status);
  }
  await signIn(context, tokens.data);
  throw redirect(nextOf(form.get("next")), 303);
}

import { type RouterContextProvider, redirect } from "react-router";
import { PASSKEY_WORDS, type PasskeyItem } from "#contract/passkeys.ts";
import { isConfirmed } from "~/forms/confirmation.server";
import { textField } from "~/forms/parse-form";
import { readActionForm } from "~/lib/bounded-body.server";
import { signInPath } from "~/service-api/answers.server";
import { passkeyApi, passkeysOffered } from "~/service-api/passkey-calls.server";
import { clearTokens, currentSession } from "~/session/current-session.server";
import {
  answer,
  ceremonyResponse,
  PASSKEY_FORM_LIMIT,
  refusalOf,
} from "~/session/passkey-answers.server";
import { parseId } from "./member.server";
import { passkeyAdded, passkeyRemoved, passkeyRenamed } from "./passkey-messages";

const PROFILE_PATH = "/my-profile";

/** The profile's passkeys part: null where the backend has none (the section is not shown). */
export interface MyPasskeys {
  items: PasskeyItem[] | null;
  /** ?remove=<id>: the passkey the page asks about before removing it. */
  removing: PasskeyItem | null;
}

export async function loadMyPasskeys(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<MyPasskeys | null> {
  const access = currentSession(context).session.get("access");
  if (!access || !(await passkeysOffered(context))) return null;
  const listed = await passkeyApi(context, request).list(access);
  const items = listed.kind === "ok" ? listed.data : null;
  const asked = parseId(new URL(request.url).searchParams.get("remove"));
  return { items, removing: items?.find((item) => item.id === asked) ?? null };
}

/** The page's one-request status at its top (decision 0045), then the profile again. */
function backToProfile(
  context: Readonly<RouterContextProvider>,
  tone: "result" | "refusal",
  text: string,
): Response {
  currentSession(context).session.flash("status", { tone, text });
  return redirect(`${PROFILE_PATH}#passkeys-title`, 303);
}

/**
 * /my-profile/passkeys: `add-options` and `add` are the registration ceremony's site half (a
 * script's, answered as data); `rename` and `remove` are plain forms, which work without
 * JavaScript; a removal acts only after the page's question was answered yes (decision 0046).
 */
export async function handleMyPasskeys(context: Readonly<RouterContextProvider>, request: Request) {
  const current = currentSession(context);
  const access = current.session.get("access");
  const url = new URL(request.url);
  if (!access || !current.user) throw redirect(signInPath(new URL(PROFILE_PATH, url)), 303);
  const read = await readActionForm(request, PASSKEY_FORM_LIMIT);
  if (!read.ok) return answer(request, { ok: false, message: read.message }, read.status);
  if (!(await passkeysOffered(context))) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.siteUnknown }, 404);
  }
  const { form } = read;
  const api = passkeyApi(context, request);
  const signedOut = (result: { kind: string; status?: number }) => {
    if (result.kind !== "rejected" || result.status !== 401) return;
    clearTokens(current);
    throw redirect(signInPath(new URL(PROFILE_PATH, url)), 303);
  };

  switch (textField(form, "intent")) {
    case "add-options": {
      const options = await api.registrationOptions(access);
      if (options.kind === "ok") return answer(request, { ok: true, options: options.data });
      signedOut(options);
      const { message, status } = refusalOf(options);
      return answer(request, { ok: false, message }, status);
    }
    case "add": {
      const response = ceremonyResponse(form.get("response"));
      if (!response) return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
      const added = await api.register(access, textField(form, "name"), response);
      if (added.kind === "ok") {
        return answer(request, { ok: true, message: passkeyAdded(added.data.name) });
      }
      signedOut(added);
      const { message, status } = refusalOf(added);
      return answer(request, { ok: false, message }, status);
    }
    case "rename": {
      const id = parseId(textField(form, "id"));
      if (id === null) return backToProfile(context, "refusal", PASSKEY_WORDS.notFound);
      const renamed = await api.rename(access, id, textField(form, "name"));
      if (renamed.kind === "ok") {
        return backToProfile(context, "result", passkeyRenamed(renamed.data.name));
      }
      signedOut(renamed);
      return backToProfile(context, "refusal", refusalOf(renamed).message);
    }
    case "remove": {
      const id = parseId(textField(form, "id"));
      if (id === null) return backToProfile(context, "refusal", PASSKEY_WORDS.notFound);
      // Not yet answered yes: the page asks first.
      if (!isConfirmed(form)) return redirect(`${PROFILE_PATH}?remove=${id}#passkeys-title`, 303);
      const listed = await api.list(access);
      const name = listed.kind === "ok" ? listed.data.find((item) => item.id === id)?.name : null;
      const removed = await api.remove(access, id);
      if (removed.kind === "ok")
        return backToProfile(context, "result", passkeyRemoved(name ?? "passkey"));
      signedOut(removed);
      return backToProfile(context, "refusal", refusalOf(removed).message);
    }
    default:
      return backToProfile(context, "refusal", PASSKEY_WORDS.malformed);
  }
}

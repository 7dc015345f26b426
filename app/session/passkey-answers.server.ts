import { data, type RouterContextProvider } from "react-router";
import { SERVICE_UNAVAILABLE, tooManyAttempts } from "#contract/messages.ts";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
import type { TokenPair } from "#contract/wire.ts";
import { readActionForm } from "~/lib/bounded-body.server";
import { passkeyApi, passkeysOffered } from "~/service-api/passkey-calls.server";
import type { ApiResult } from "~/service-api/transport.server";
import type { PasskeyReply } from "./passkey-reply";
import { refusalStatus } from "./signup-status";

/** What the passkey actions answer a script: never cached, refusals as `ok: false` (decision 0045). */

const PRIVATE = { "Cache-Control": "private, no-store" };

/** A ceremony's answer is a few kilobytes; a signature bigger than this is no browser's. */
export const PASSKEY_FORM_LIMIT = 64 * 1024;

export function answer(request: Request, reply: PasskeyReply, status = reply.ok ? 200 : 400) {
  return data(reply, {
    status: reply.ok ? status : refusalStatus(request, status),
    headers: PRIVATE,
  });
}

/** The service's refusal in its own words when it gave some (contract/passkeys.ts), else ours. */
export function refusalOf(result: Exclude<ApiResult<unknown>, { kind: "ok" }>): {
  message: string;
  status: number;
} {
  if (result.kind === "unavailable") return { message: SERVICE_UNAVAILABLE, status: 503 };
  if (result.status === 429) return { message: tooManyAttempts(result.retryAfter), status: 429 };
  const body = result.data as { detail?: unknown; name?: unknown } | null;
  const said =
    typeof body?.detail === "string"
      ? body.detail
      : Array.isArray(body?.name)
        ? body.name[0]
        : null;
  return {
    message: typeof said === "string" && said.length < 300 ? said : PASSKEY_WORDS.notAccepted,
    status: 400,
  };
}

/** The browser's answer as the service reads it: JSON of a bounded size, or null. */
export function ceremonyResponse(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string" || value.length === 0 || value.length > PASSKEY_FORM_LIMIT)
    return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

type PasskeyApi = ReturnType<typeof passkeyApi>;

/**
 * A sign-in-like ceremony's site half: `intent=options` answers the service's options;
 * `intent=<finish>` sends the browser's assertion on and hands the tokens to `done` (which
 * redirects). Every refusal is an answer with words, never a throw.
 */
export async function assertionCeremony(
  context: Readonly<RouterContextProvider>,
  request: Request,
  steps: {
    finish: string;
    options: (api: PasskeyApi) => Promise<ApiResult<unknown>>;
    verify: (api: PasskeyApi, response: unknown) => Promise<ApiResult<TokenPair>>;
    done: (tokens: TokenPair, form: FormData) => Promise<never>;
  },
): Promise<ReturnType<typeof answer>> {
  const read = await readActionForm(request, PASSKEY_FORM_LIMIT);
  if (!read.ok) return answer(request, { ok: false, message: read.message }, read.status);
  const { form } = read;
  if (!(await passkeysOffered(context))) {
    return answer(request, { ok: false, message: PASSKEY_WORDS.siteUnknown }, 404);
  }
  const api = passkeyApi(context, request);
  const intent = form.get("intent");
  if (intent === "options") {
    const options = await steps.options(api);
    if (options.kind === "ok") return answer(request, { ok: true, options: options.data });
    const { message, status } = refusalOf(options);
    return answer(request, { ok: false, message }, status);
  }
  if (intent !== steps.finish)
    return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const response = ceremonyResponse(form.get("response"));
  if (!response) return answer(request, { ok: false, message: PASSKEY_WORDS.malformed });
  const tokens = await steps.verify(api, response);
  if (tokens.kind !== "ok") {
    const { message, status } = refusalOf(tokens);
    return answer(request, { ok: false, message }, status);
  }
  return steps.done(tokens.data, form);
}

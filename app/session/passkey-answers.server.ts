import { data } from "react-router";
import { SERVICE_UNAVAILABLE, tooManyAttempts } from "#contract/messages.ts";
import { PASSKEY_WORDS } from "#contract/passkeys.ts";
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

import { readBodyWithin } from "#contract/body-reader.ts";
import { SITE_FORM_LIMIT } from "#contract/limits.ts";

/**
 * A posted form (url-encoded or multipart) read up to a limit: the form, "too-large", or
 * "unreadable" when the bytes are not the form they claim to be. Nothing posted at all reads as an
 * empty form, so every required field says so.
 */
export async function readBoundedForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too-large" | "unreadable"> {
  const body = await readBodyWithin(request, maxBytes);
  if (body === "too-large") return body;
  if (body.byteLength === 0) return new FormData();
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return "unreadable";
  }
}

/** Largest form a site action reads (the request gate refuses bigger ones before this). */
const ACTION_FORM_LIMIT = SITE_FORM_LIMIT;

const FORM_TOO_LARGE =
  "What you sent is too large for this form. Please shorten it and send it again.";
const FORM_UNREADABLE =
  "What you sent could not be read as this form. Please reload the page and send the form again.";

export type ActionForm =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 413; message: string };

/**
 * Every site action's form, read one way: bounded, and a refusal with words (413 too large, 400 not
 * a form) instead of an exception. The gate checks first; this is the defence in depth for whatever
 * reaches an action.
 */
export async function readActionForm(
  request: Request,
  maxBytes = ACTION_FORM_LIMIT,
): Promise<ActionForm> {
  const form = await readBoundedForm(request, maxBytes).catch(() => "unreadable" as const);
  if (form === "too-large") return { ok: false, status: 413, message: FORM_TOO_LARGE };
  if (form === "unreadable") return { ok: false, status: 400, message: FORM_UNREADABLE };
  return { ok: true, form };
}

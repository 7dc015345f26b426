import { type RouterContextProvider, redirect } from "react-router";
import { throwServiceAnswer } from "~/account/member.server";
import { readBoundedForm } from "~/lib/bounded-body.server";
import { currentSession } from "~/session/current-session.server";
import { errorSentence, fieldMessages } from "../../contract/errors.ts";
import type { StaffApi, StaffCallResult } from "./staff-api.server";
import {
  STAFF_FORM_TOO_LARGE,
  STAFF_FORM_UNREADABLE,
  STAFF_GONE,
  STAFF_UNAVAILABLE,
  staffTooMany,
} from "./staff-messages";
import { staffRequest } from "./staff-request.server";

/**
 * The one pipeline of the console's forms: every form posts an `intent` (and
 * the record's id, as `record`) to its own page, with or without JavaScript. The intent
 * turns the form into the service call's body (or field messages), the
 * service decides, and success is a redirect back with a notice (a reload
 * never sends twice). Every refusal is an answer for that one form, with the
 * service's words and a 4xx or 503 status.
 */

export interface StaffFormAnswer {
  /** Which form on the page this answers: `${intent}:${id}`. */
  form: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

export type ParsedForm =
  | { ok: true; body: unknown }
  | { ok: false; fieldErrors: Record<string, string> };

export interface StaffIntent {
  /** A form that makes a new record sends no id (its answer's key is `${intent}:0`). */
  creates?: boolean;
  /** The call's body, from the posted fields (uploading a posted file first, when there is one). */
  parse?: (form: FormData, staff: StaffApi) => ParsedForm | Promise<ParsedForm>;
  send: (staff: StaffApi, id: number, body: unknown) => Promise<StaffCallResult>;
  /** The notice after it worked. */
  done: string | ((form: FormData) => string);
  /** What else must happen after it worked (a home slide changed: the cached pages go). */
  after?: (context: Readonly<RouterContextProvider>) => void;
}

/** The console's forms are a few short fields and a reply of at most 5,000 characters. */
const MAX_STAFF_FORM_BYTES = 32 * 1024;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "intent" && key !== "record") {
      values[key] = values[key] ? `${values[key]},${value}` : value;
    }
  }
  return values;
}

export async function staffAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  pattern: string,
  intents: Record<string, StaffIntent>,
  /** Bigger for forms that carry a file (the catalogue's pages). */
  maxBytes = MAX_STAFF_FORM_BYTES,
): Promise<{ status: number; answer: StaffFormAnswer }> {
  const { staff } = staffRequest(context, url, pattern);
  const refuse = (
    status: number,
    form: string,
    message: string,
    extra: Partial<StaffFormAnswer> = {},
  ) => ({
    status,
    answer: { form, message, fieldErrors: {}, values: {}, ...extra },
  });
  const form = await readBoundedForm(request, maxBytes);
  if (form === "too-large") return refuse(413, "", STAFF_FORM_TOO_LARGE);
  if (form === "unreadable") return refuse(400, "", STAFF_FORM_UNREADABLE);
  const intentName = text(form, "intent");
  const intent = Object.hasOwn(intents, intentName) ? intents[intentName] : undefined;
  const rawId = text(form, "record");
  const id = intent?.creates ? 0 : /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  if (!intent || id === null) return refuse(400, "", STAFF_FORM_UNREADABLE);
  const key = `${intentName}:${id}`;
  const values = valuesOf(form);
  const parsed: ParsedForm = intent.parse
    ? await intent.parse(form, staff)
    : { ok: true, body: {} };
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0] ?? STAFF_FORM_UNREADABLE;
    return refuse(400, key, message, { fieldErrors: parsed.fieldErrors, values });
  }
  const result = await intent.send(staff, id, parsed.body);
  if (result.kind === "ok") {
    intent.after?.(context);
    currentSession(context).session.flash(
      "notice",
      typeof intent.done === "string" ? intent.done : intent.done(form),
    );
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (result.kind === "unavailable") return refuse(503, key, STAFF_UNAVAILABLE, { values });
  switch (result.status) {
    case 400:
      return refuse(400, key, errorSentence(result.data), {
        fieldErrors: fieldMessages(result.data),
        values,
      });
    case 403:
    case 409:
      return refuse(result.status, key, errorSentence(result.data), { values });
    case 404:
      return refuse(404, key, STAFF_GONE);
    case 429:
      return refuse(429, key, staffTooMany(result.retryAfter), { values });
    default:
      // 401: the token is gone (signed out elsewhere): sign in again.
      return throwServiceAnswer(result, context, url);
  }
}

/** Turns a zod result into a ParsedForm with the first message of each field. */
export function parsedWith<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): ParsedForm {
  if (result.success) return { ok: true, body: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { drfFormErrors } from "#contract/errors.ts";
import { readActionForm } from "~/lib/bounded-body.server";
import type { ApiResult } from "~/service-api/transport.server";
import type { FormReply } from "./form-answer";
import { parseForm } from "./parse-form";

export type ReadSubmission<Schema extends z.ZodType> =
  | {
      ok: true;
      form: FormData;
      submission: Submission<z.input<Schema>, string[], z.output<Schema>>;
    }
  | { ok: false; status: 400 | 413; reply: FormReply };

/**
 * Every form action starts here: the body read within the site's limit (413 too large, 400 not a
 * form, with words), then checked with the contract's schema, the same check the browser made.
 */
export async function readSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  words: { maxBytes?: number; tooLarge?: string; unreadable?: string } = {},
): Promise<ReadSubmission<Schema>> {
  const read = await readActionForm(request, words.maxBytes);
  if (!read.ok) {
    const message = (read.status === 413 ? words.tooLarge : words.unreadable) ?? read.message;
    return { ok: false, status: read.status, reply: formMessage(message) };
  }
  return { ok: true, form: read.form, submission: parsePosted(read.form, schema) };
}

/**
 * readSubmission for an action that goes on only with a valid form: the schema's refusal is a 400
 * with its messages beside the fields.
 */
export async function readValidSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  words: { maxBytes?: number; tooLarge?: string; unreadable?: string } = {},
): Promise<
  | (Extract<ReadSubmission<Schema>, { ok: true }> & { value: z.output<Schema> })
  | { ok: false; status: number; reply: FormReply }
> {
  const read = await readSubmission(request, schema, words);
  if (!read.ok) return read;
  if (read.submission.status !== "success") {
    return { ok: false, status: 400, reply: refuseInvalid(read.submission) };
  }
  return { ...read, value: read.submission.value };
}

/**
 * Conform's control fields (an intent, a serialized state) are the browser's business: no action of
 * ours takes one, and a hostile one (bad JSON, an unknown intent, a file) would make Conform throw.
 * They are dropped before the form is read.
 */
const CONTROL_FIELDS = ["__intent__", "__state__"];

/**
 * The names our forms post: plain ones. Conform reads `grant[4294967294]` as a list index and would
 * build four billion places, so any other name is dropped unread.
 */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** A posted form read with a schema, on the server: control fields and path names dropped, never a throw. */
export function parsePosted<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  for (const name of CONTROL_FIELDS) form.delete(name);
  for (const name of new Set(form.keys())) if (!PLAIN_NAME.test(name)) form.delete(name);
  return parseForm(form, schema);
}

/** A refusal about the whole form, for a body that could not even be read as one. */
export function formMessage(message: string): FormReply {
  return { status: "error", error: { "": [message] } };
}

/** Fields never sent back to the page (what was typed there is not kept). */
const SECRET_FIELDS = ["password", "confirm"];

/** A refusal of ours (rate limit, service down): the form's message, the typed values kept. */
export function refuse(submission: { reply: Submission<unknown>["reply"] }, message: string) {
  return submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS });
}

/**
 * The service's validation answer (a DRF error body) as the form's reply: messages beside the
 * form's own fields, the rest in the form's message (the one adapter, `drfFormErrors`).
 */
export function refuseWithBody(
  submission: { reply: Submission<unknown>["reply"] },
  body: unknown,
  fields: readonly string[],
  fallback?: string,
  aliases?: Readonly<Record<string, string>>,
) {
  const { fieldErrors, formErrors } = drfFormErrors(body, fields, fallback, aliases);
  return submission.reply({
    formErrors: formErrors.length > 0 ? formErrors : undefined,
    fieldErrors,
    hideFields: SECRET_FIELDS,
  });
}

/**
 * The fields a schema names, for the DRF adapter: an object's keys, or those of the object a form
 * schema reads before it transforms and pipes them.
 */
export function fieldsOf(schema: z.ZodType): string[] {
  let read: unknown = schema;
  while (read && typeof read === "object") {
    const { shape, in: before } = read as { shape?: Record<string, unknown>; in?: unknown };
    if (shape) return Object.keys(shape);
    read = before;
  }
  return [];
}

/** The schema refused the form: its messages, the typed values kept (secrets excepted). */
export function refuseInvalid(submission: { reply: Submission<unknown>["reply"] }) {
  return submission.reply({ hideFields: SECRET_FIELDS });
}

/** Our words for a service that cannot take the form now; `what` names the call in the log. */
interface NotNowWords {
  unavailable: string;
  tooMany: (retryAfter: number | null) => string;
  what: string;
}

/**
 * A call the service did not take, said as "not now": asked too often (429), else down (503). A
 * refusal the form has no words for is not the person's doing either (a misconfigured
 * SERVICE_API_URL, say): it is logged.
 */
export function refuseNow(
  answer: Exclude<ApiResult<unknown>, { kind: "ok" }>,
  submission: { reply: Submission<unknown>["reply"] },
  words: NotNowWords,
): { status: number; reply: FormReply } {
  if (answer.kind === "rejected" && answer.status === 429) {
    return { status: 429, reply: refuse(submission, words.tooMany(answer.retryAfter)) };
  }
  if (answer.kind === "rejected") {
    console.error(`The service refused ${words.what} with status ${answer.status}.`);
  }
  return { status: 503, reply: refuse(submission, words.unavailable) };
}

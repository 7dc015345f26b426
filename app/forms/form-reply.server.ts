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
 * The body read within the site's limit (413, 400 with words), then the browser's own schema check.
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

/** A hostile control field (bad JSON, unknown intent, a file) would make Conform throw. */
const CONTROL_FIELDS = ["__intent__", "__state__"];

/** Conform reads `grant[4294967294]` as a list index and would build four billion places. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** Never throws. */
export function parsePosted<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  for (const name of CONTROL_FIELDS) form.delete(name);
  for (const name of new Set(form.keys())) if (!PLAIN_NAME.test(name)) form.delete(name);
  return parseForm(form, schema);
}

export function formMessage(message: string): FormReply {
  return { status: "error", error: { "": [message] } };
}

/** What was typed there is not kept. */
const SECRET_FIELDS = ["password", "confirm"];

export function refuse(submission: { reply: Submission<unknown>["reply"] }, message: string) {
  return submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS });
}

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

/** Or those of the object a form schema reads before it transforms and pipes them. */
export function fieldsOf(schema: z.ZodType): string[] {
  let read: unknown = schema;
  while (read && typeof read === "object") {
    const { shape, in: before } = read as { shape?: Record<string, unknown>; in?: unknown };
    if (shape) return Object.keys(shape);
    read = before;
  }
  return [];
}

export function refuseInvalid(submission: { reply: Submission<unknown>["reply"] }) {
  return submission.reply({ hideFields: SECRET_FIELDS });
}

interface NotNowWords {
  unavailable: string;
  tooMany: (retryAfter: number | null) => string;
  what: string;
}

/**
 * A refusal without words is not the person's doing either (a misconfigured SERVICE_API_URL):
 * logged.
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

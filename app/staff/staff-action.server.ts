import type { Submission } from "@conform-to/react";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { errorSentence } from "#contract/errors.ts";
import { isConfirmed } from "~/forms/confirmation.server";
import type { FormReply } from "~/forms/form-answer";
import {
  fieldsOf,
  formMessage,
  parsePosted,
  refuse,
  refuseWithBody,
} from "~/forms/form-reply.server";
import { textField } from "~/forms/parse-form";
import { readActionForm } from "~/lib/bounded-body.server";
import { throwServiceAnswer } from "~/service-api/answers.server";
import type { StaffApi, StaffCallResult } from "~/service-api/staff-calls.server";
import { currentSession } from "~/session/current-session.server";
import { throwIfCodeAsked } from "~/session/second-factor.server";
import { type Ask, askFirst } from "./confirm-step.server";
import type { StaffFormAnswer } from "./staff-form-answer";
import {
  STAFF_FORM_TOO_LARGE,
  STAFF_FORM_UNREADABLE,
  STAFF_GONE,
  STAFF_UNAVAILABLE,
  staffTooMany,
} from "./staff-messages";
import { staffRequest } from "./staff-request.server";

/**
 * The console's form pipeline (decision 0037); success redirects, so a reload never sends twice.
 */

export type Prepared<Body> =
  | { ok: true; body: Body }
  | { ok: false; fieldErrors: Record<string, string[]> };

// Methods, not function properties: an intent of any body fits the page's record of intents.
export interface StaffIntent<Body = unknown> {
  creates?: boolean;
  schema?: z.ZodType<Body>;
  prepare?(body: Body, form: FormData, staff: StaffApi): Promise<Prepared<Body>>;
  /** Harmful changes ask first; null when this body does no harm. */
  confirm?: Ask<Body>;
  send(staff: StaffApi, id: number, body: Body): Promise<StaffCallResult>;
  done: string | ((body: Body, id: number) => string);
  after?(context: Readonly<RouterContextProvider>): void;
}

export function formIntent<Schema extends z.ZodType>(
  schema: Schema,
  intent: Omit<StaffIntent<z.output<Schema>>, "schema">,
): StaffIntent<z.output<Schema>> {
  return { ...intent, schema: schema as z.ZodType<z.output<Schema>> };
}

/** A few short fields and a reply of at most 5,000 characters. */
const MAX_STAFF_FORM_BYTES = 32 * 1024;

const NOTHING_TO_FILL_IN = z.object({});

export async function staffAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  pattern: string,
  // biome-ignore lint/suspicious/noExplicitAny: each intent has the body of its own schema
  intents: Record<string, StaffIntent<any>>,
  maxBytes = MAX_STAFF_FORM_BYTES,
): Promise<{ status: number; answer: StaffFormAnswer }> {
  const { staff } = staffRequest(context, url, pattern);
  const answer = (
    status: number,
    form: string,
    reply: FormReply,
    more?: Partial<StaffFormAnswer>,
  ) => ({
    status,
    answer: { form, reply, ...more },
  });
  const read = await readActionForm(request, maxBytes);
  if (!read.ok) {
    const words = read.status === 413 ? STAFF_FORM_TOO_LARGE : STAFF_FORM_UNREADABLE;
    return answer(read.status, "", formMessage(words));
  }
  const form = read.form;
  const intentName = textField(form, "intent");
  const intent = Object.hasOwn(intents, intentName) ? intents[intentName] : undefined;
  const rawId = textField(form, "record");
  const id = intent?.creates ? 0 : /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  if (!intent || id === null) return answer(400, "", formMessage(STAFF_FORM_UNREADABLE));
  const key = `${intentName}:${id}`;
  const schema = intent.schema ?? NOTHING_TO_FILL_IN;
  const submission = parsePosted(form, schema);
  if (submission.status !== "success") return answer(400, key, submission.reply());
  const asked = await askFirst(intent.confirm, form, staff, id, submission.value);
  if (asked.kind === "ask") {
    return answer(200, key, submission.reply(), { confirm: asked.confirm });
  }
  if (asked.kind === "refused") {
    const refused = refusal(asked.result, submission, fieldsOf(schema), context, url);
    return answer(refused.status, key, refused.reply);
  }
  const prepared = intent.prepare
    ? await intent.prepare(submission.value, form, staff)
    : ({ ok: true, body: submission.value } as const);
  if (!prepared.ok) {
    return answer(400, key, submission.reply({ fieldErrors: prepared.fieldErrors }));
  }
  const result = await intent.send(staff, id, prepared.body);
  if (result.kind === "ok") {
    intent.after?.(context);
    currentSession(context).session.flash(
      "notice",
      typeof intent.done === "string" ? intent.done : intent.done(prepared.body, id),
    );
    throw redirect(`${url.pathname}${url.search}`);
  }
  const refused = refusal(result, submission, fieldsOf(schema), context, url);
  return answer(
    refused.status,
    key,
    refused.reply,
    intent.confirm && { confirmed: isConfirmed(form) },
  );
}

/** A 401 (signed out elsewhere) leaves for the sign-in. */
export function refusal(
  result: Exclude<StaffCallResult, { kind: "ok" }>,
  submission: { reply: Submission<unknown>["reply"] },
  fields: readonly string[],
  context: Readonly<RouterContextProvider>,
  url: URL,
  aliases?: Readonly<Record<string, string>>,
): { status: number; reply: FormReply } {
  if (result.kind === "unavailable")
    return { status: 503, reply: refuse(submission, STAFF_UNAVAILABLE) };
  switch (result.status) {
    case 400:
    case 413:
      return {
        status: result.status,
        reply: refuseWithBody(submission, result.data, fields, undefined, aliases),
      };
    case 403:
      throwIfCodeAsked(result.data, url);
      return { status: 403, reply: refuse(submission, errorSentence(result.data)) };
    case 409:
      return { status: 409, reply: refuse(submission, errorSentence(result.data)) };
    case 404:
      return { status: 404, reply: refuse(submission, STAFF_GONE) };
    case 429:
      return { status: 429, reply: refuse(submission, staffTooMany(result.retryAfter)) };
    default:
      return throwServiceAnswer(result, context, url);
  }
}

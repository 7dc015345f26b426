import { type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { useSubmitOnce } from "~/shell/use-submit-once";
import { parseForm } from "./parse-form";

/**
 * A form checked with a contract schema (decision 0037): the server's reply (`lastResult`) shows
 * its messages and keeps the typed values, with or without JavaScript; in the browser the same
 * schema is checked on submit, then again as each field is changed; focus goes to the first field
 * to fix; a second click while sending sends nothing.
 */
export function useContractForm<Schema extends z.ZodType>({
  id,
  schema,
  lastResult,
  defaultValue,
  onValid,
}: {
  /** The form element's id (Conform ties the fields to it). */
  id: string;
  /** The schema, or the schema for what this submission is (the sign-in card's two modes). */
  schema: Schema | ((formData: FormData) => Schema);
  /** The action's reply to the last try. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>;
  /** A valid submission about to leave; preventDefault keeps it for scripts (the session machine). */
  onValid?: (event: FormEvent<HTMLFormElement>, formData: FormData) => void;
}) {
  const once = useSubmitOnce();
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
    // Once tried, a field's message follows what is typed. Not on leaving it: a message that
    // vanishes on blur moves the button under the pointer between press and release.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseForm(formData, typeof schema === "function" ? schema(formData) : schema) as never,
    onSubmit(event, { formData }) {
      if (once.isSending()) {
        event.preventDefault();
        return;
      }
      onValid?.(event, formData);
      if (!event.defaultPrevented) once.markSent();
    },
  });
  const autoFocusName = firstInvalid(lastResult);
  /** A field's props for `Field`: its metadata, and the focus on a page the server answered. */
  const field = (name: FieldName<Schema>) => ({
    // Every name of the schema has its metadata (Conform makes it on first read).
    meta: fields[name] as NonNullable<(typeof fields)[typeof name]>,
    autoFocus: name === autoFocusName,
  });
  return { form, fields, field };
}

/** A field of the schema, or of any of the schemas a form may be read with (the card's two). */
type FieldName<Schema> = Schema extends z.ZodType ? keyof z.input<Schema> & string : never;

/**
 * The first field the server refused, for `autoFocus`: without JavaScript nothing else can move the
 * focus there on the answer page.
 */
function firstInvalid(result: SubmissionResult<string[]> | null | undefined): string | undefined {
  const error = result?.error ?? {};
  return Object.keys(error).find((name) => name !== "" && (error[name]?.length ?? 0) > 0);
}

import { type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { useSubmitOnce } from "~/shell/use-submit-once";
import { parseForm } from "./parse-form";

/** Decision 0037. */
export function useContractForm<Schema extends z.ZodType>({
  id,
  schema,
  lastResult,
  defaultValue,
  onValid,
}: {
  id: string;
  /** A function picks the schema per submission (the sign-in card's two modes). */
  schema: Schema | ((formData: FormData) => Schema);
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof z.input<Schema> & string, string>>;
  /** preventDefault keeps it for scripts (the session machine). */
  onValid?: (event: FormEvent<HTMLFormElement>, formData: FormData) => void;
}) {
  const once = useSubmitOnce();
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
    // Not on blur: a vanishing message moves the button under the pointer between press and
    // release.
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
  const field = (name: FieldName<Schema>) => ({
    // Conform makes it on first read.
    meta: fields[name] as NonNullable<(typeof fields)[typeof name]>,
    autoFocus: name === autoFocusName,
  });
  return { form, fields, field };
}

type FieldName<Schema> = Schema extends z.ZodType ? keyof z.input<Schema> & string : never;

/** Without JavaScript nothing else can move the focus there on the answer page. */
function firstInvalid(result: SubmissionResult<string[]> | null | undefined): string | undefined {
  const error = result?.error ?? {};
  return Object.keys(error).find((name) => name !== "" && (error[name]?.length ?? 0) > 0);
}

import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Strings stay as typed: Conform's coercion would make "" `undefined` and skip the contract's words
 * (decision 0037).
 */
export function parseForm<Schema extends z.ZodType>(
  payload: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

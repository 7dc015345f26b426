import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A posted form read with a contract schema, the same way in the browser and in the action. Strings
 * stay as typed: Conform's coercion would turn an empty field into `undefined`, and the contract's
 * schemas, like DRF's serializers, read strings and have their own words for an empty one (decision
 * 0037).
 */
export function parseForm<Schema extends z.ZodType>(
  payload: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

/** A posted field's text; "" when it is missing or a file. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

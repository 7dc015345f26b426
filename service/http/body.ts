import type { z } from "zod";
import { readBodyWithin } from "#contract/body-reader.ts";
import { SERVICE_BODY_LIMIT } from "#contract/limits.ts";
import { fieldErrors } from "#contract/schemas.ts";
import { fail } from "./responses.ts";

/** The raw body, at most `limit` bytes: a 413 beyond. */
export async function readBytes(request: Request, limit = SERVICE_BODY_LIMIT): Promise<Uint8Array> {
  const bytes = await readBodyWithin(request, limit);
  if (bytes === "too-large") throw fail.tooLarge();
  return bytes;
}

async function readText(request: Request): Promise<string> {
  return Buffer.from(await readBytes(request)).toString("utf8");
}

/**
 * The request body as an object, like DRF's JSON and form parsers: JSON or
 * URL-encoded, at most 1 MB; anything else is a 415.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await readText(request);
  const type =
    (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (text.trim() === "") return {};
  if (type === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw fail.unsupportedMediaType(type || "none");
  }
  let parsed: unknown;
  try {
    // JSON may spell a lone surrogate ("\ud800"), which is no character: the database's JSON
    // columns refuse it (a 500 wherever such a text is kept), so it is read as U+FFFD.
    parsed = JSON.parse(text, (_key, value: unknown) =>
      typeof value === "string" ? value.toWellFormed() : value,
    );
  } catch {
    throw fail.parseError();
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    const kind = Array.isArray(parsed) ? "list" : parsed === null ? "null" : typeof parsed;
    throw fail.field("non_field_errors", `Invalid data. Expected a dictionary, but got ${kind}.`);
  }
  return parsed as Record<string, unknown>;
}

/** Reads and validates the body; a failed rule is a 400 with field messages. */
export async function readValid<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.output<T>> {
  const result = schema.safeParse(await readBody(request));
  if (!result.success) throw fail.validation(fieldErrors(result.error));
  return result.data;
}

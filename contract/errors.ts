/**
 * Every error shape Django REST framework, simplejwt and djoser really answer,
 * turned into words a person can act on: `{"detail": "…"}`, a field map of
 * lists (`{"email": ["…"]}`), `non_field_errors`, a bare list or string,
 * nested objects (`{"profile": {"phone": ["…"]}}`), or an HTML page (Django's
 * 404 and 500). Bounded: a hostile or broken backend cannot flood a page.
 */

/** Lines shown at most, and characters a line. */
const MAX_LINES = 8;
const MAX_LINE = 300;

/** The words of a refusal with no words of its own (an empty body, an HTML page). */
export const NO_WORDS = "The request was refused. Please check what you entered and try again.";

/** Keys whose messages are about the whole request, not one field. */
const GENERAL_KEYS = new Set(["detail", "non_field_errors", "message", "error", "errors"]);

/** Printable text, one line, bounded; null when nothing readable is left. */
function readableText(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    return null;
  }
  const text = String(value)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "" || looksLikeMarkup(text)) return null;
  return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text;
}

function looksLikeMarkup(text: string): boolean {
  return /^<(!doctype|html|head|body|\?xml)/i.test(text) || /<\/(html|body|div|p)>/i.test(text);
}

/** "phonenumber" → "Phonenumber", "profile.phone" → "Profile phone": the spec's "Field: message". */
function fieldLabel(path: string): string {
  const words = path.replace(/[._]+/g, " ").trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Each message of an error value with the field path it belongs to ("" for the whole request). */
function errorEntries(data: unknown, path = "", depth = 0): Array<[string, string]> {
  if (depth > 4) return [];
  const text = readableText(data);
  if (text !== null) return [[path, text]];
  if (Array.isArray(data)) {
    return data.slice(0, MAX_LINES).flatMap((item) => errorEntries(item, path, depth + 1));
  }
  if (data !== null && typeof data === "object") {
    return Object.entries(data as Record<string, unknown>)
      .slice(0, MAX_LINES * 2)
      .flatMap(([key, value]) => {
        // simplejwt's `code` and `messages` repeat `detail` for machines.
        if (key === "code" || key === "messages" || key === "status_code") return [];
        const inner = GENERAL_KEYS.has(key) ? path : path ? `${path}.${key}` : key;
        return errorEntries(value, inner, depth + 1);
      });
  }
  return [];
}

/** The first message of each field (the form shows it beside the field); "" holds general ones. */
export function fieldMessages(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of errorEntries(data)) {
    if (!Object.hasOwn(fields, path)) fields[path] = message;
  }
  return fields;
}

/**
 * The lines of a refusal: general messages as they are, field messages as
 * "Field: message" (spec §8's registration lines), never empty.
 */
export function errorLines(data: unknown, fallback = NO_WORDS): string[] {
  const grouped = new Map<string, string[]>();
  for (const [path, message] of errorEntries(data)) {
    const list = grouped.get(path) ?? [];
    list.push(message);
    grouped.set(path, list);
  }
  const lines = [...grouped].map(([path, messages]) =>
    path === "" ? messages.join(" ") : `${fieldLabel(path)}: ${messages.join(" ")}`,
  );
  return lines.length > 0 ? lines.slice(0, MAX_LINES) : [fallback];
}

/** One sentence for a banner: the general message if there is one, else the first line. */
export function errorSentence(data: unknown, fallback = NO_WORDS): string {
  const general = errorEntries(data).find(([path]) => path === "");
  return general?.[1] ?? errorLines(data, fallback)[0] ?? fallback;
}

/** The words of a success answer the spec does not show (one-time codes): its detail or message, else ours. */
export function successSentence(data: unknown, fallback: string): string {
  if (data !== null && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    return readableText(record.detail) ?? readableText(record.message) ?? fallback;
  }
  return readableText(data) ?? fallback;
}

/** A form's errors as Conform keeps them: messages by field, and the form's own under "". */
export interface FormErrors {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

/**
 * The one adapter from a DRF error body to a form's errors: a field the form
 * shows gets its messages beside it; anything else (`detail`,
 * `non_field_errors`, a field the form does not show, a nested object)
 * becomes a line of the form's message ("Field: message"), never lost and
 * never empty when the body had no words.
 */
export function drfFormErrors(
  data: unknown,
  fields: readonly string[],
  fallback = NO_WORDS,
  /** The service's names for a field the form calls otherwise (`email` → `contact`). */
  aliases: Readonly<Record<string, string>> = {},
): FormErrors {
  const fieldErrors: Record<string, string[]> = {};
  const other = new Map<string, string[]>();
  // A form field wins over the general keys: the enquiry form has a field called "message".
  const record =
    data !== null && typeof data === "object" && !Array.isArray(data)
      ? renamed(data as Record<string, unknown>, aliases)
      : null;
  const own = record ? fields.filter((field) => Object.hasOwn(record, field)) : [];
  for (const field of own) {
    const messages = errorEntries(record?.[field], field).map(([, message]) => message);
    if (messages.length > 0) fieldErrors[field] = messages.slice(0, MAX_LINES);
  }
  const rest = record
    ? Object.fromEntries(Object.entries(record).filter(([key]) => !own.includes(key)))
    : data;
  for (const [path, message] of errorEntries(rest)) {
    other.set(path, [...(other.get(path) ?? []), message]);
  }
  const formErrors = [...other]
    .map(([path, messages]) =>
      path === "" ? messages.join(" ") : `${fieldLabel(path)}: ${messages.join(" ")}`,
    )
    .slice(0, MAX_LINES);
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(fallback);
  return { fieldErrors, formErrors };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A body's keys in the form's names: an alias's messages join those of the field it names. */
function renamed(
  record: Record<string, unknown>,
  aliases: Readonly<Record<string, string>>,
): Record<string, unknown> {
  if (Object.keys(aliases).length === 0) return record;
  // No prototype: a "__proto__" key from a hostile body stays a key.
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(record)) {
    const name = Object.hasOwn(aliases, key) ? (aliases[key] as string) : key;
    result[name] = Object.hasOwn(result, name)
      ? [...listOf(result[name]), ...listOf(value)]
      : value;
  }
  return result;
}

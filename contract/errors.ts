// Every error shape DRF, simplejwt and djoser answer, as words; bounded so a hostile backend
// cannot flood a page.

const MAX_LINES = 8;
const MAX_LINE = 300;

/** The words of a refusal with no words of its own (an empty body, an HTML page). */
export const NO_WORDS = "The request was refused. Please check what you entered and try again.";

const GENERAL_KEYS = new Set(["detail", "non_field_errors", "message", "error", "errors"]);

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

/** Each message with its field path ("" for the whole request). */
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

export function fieldMessages(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of errorEntries(data)) {
    if (!Object.hasOwn(fields, path)) fields[path] = message;
  }
  return fields;
}

/** Field messages as "Field: message" (spec §8's registration lines); never empty. */
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

export function errorSentence(data: unknown, fallback = NO_WORDS): string {
  const general = errorEntries(data).find(([path]) => path === "");
  return general?.[1] ?? errorLines(data, fallback)[0] ?? fallback;
}

/** For success answers the spec does not show (one-time codes). */
export function successSentence(data: unknown, fallback: string): string {
  if (data !== null && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    return readableText(record.detail) ?? readableText(record.message) ?? fallback;
  }
  return readableText(data) ?? fallback;
}

/** As Conform keeps them. */
export interface FormErrors {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

/** Messages of fields the form does not show become lines of the form's message, never lost. */
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

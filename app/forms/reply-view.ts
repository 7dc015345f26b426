import type { FormReply } from "./form-answer";

/** For tests and code that must say what a reply says: a reply is Conform's shape, not ours. */
export function replyView(reply: FormReply | undefined) {
  const error = reply?.error ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (name !== "" && messages?.[0]) fieldErrors[name] = messages[0];
  }
  const formErrors = error[""] ?? [];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply?.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  return {
    message: formErrors.length > 0 ? formErrors.join(" ") : null,
    fieldErrors,
    values,
  };
}

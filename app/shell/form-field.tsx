import { useId } from "react";

/** A labelled input with its hint and error, tied together for screen readers. */
export function Field({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  hint,
  defaultValue,
  multiline = false,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  multiline?: boolean;
}) {
  // Unique on the page, and the same on the server and the client.
  const id = `${useId()}${name}`;
  const describedBy = describedByOf(id, hint, error);
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} maxLength={1000} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids a field's hint and error take, for its aria-describedby. */
export function describedByOf(id: string, hint?: string, error?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

/** A field's hint and its error, under the input, with the ids describedByOf names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

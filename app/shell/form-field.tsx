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
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
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
    </div>
  );
}

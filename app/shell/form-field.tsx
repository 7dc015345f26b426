import { useEffect, useId, useState } from "react";

/**
 * A labelled input with its hint and error, tied together for screen readers.
 * Fields are required unless marked "(optional)", the site's one convention
 * (the contact form's too); the `required` attribute tells screen readers.
 * A password field gets a Show/Hide button once scripts run (it needs them).
 */
export function Field({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  hint,
  defaultValue,
  multiline = false,
  optional = false,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  multiline?: boolean;
  optional?: boolean;
}) {
  // Unique on the page, and the same on the server and the client.
  const id = `${useId()}${name}`;
  const describedBy = describedByOf(id, hint, error);
  const [scripted, setScripted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => setScripted(true), []);
  const common = {
    id,
    name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue,
  };
  const password = type === "password";
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea rows={3} maxLength={1000} {...common} />
      ) : password ? (
        <div className="field__password">
          <input type={revealed ? "text" : "password"} autoComplete={autoComplete} {...common} />
          {scripted && (
            <button
              type="button"
              className="field__reveal"
              aria-controls={id}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? "Hide" : "Show"}
              <span className="visually-hidden"> password</span>
            </button>
          )}
        </div>
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

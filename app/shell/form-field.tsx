import type { FieldMetadata } from "@conform-to/react";
import { type HTMLAttributes, useEffect, useState } from "react";
import { useT } from "~/i18n/use-translation";

/**
 * A labelled input (decision 0037); fields are required unless marked "(optional)", the site's
 * convention.
 */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  multiline = false,
  rows = 3,
  maxLength,
  optional = false,
  autoFocus = false,
  className,
  sayError,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any form's schema
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  optional?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** A contract's English check said in the page's language. */
  sayError?: (message: string) => string;
}) {
  const id = meta.id;
  const raw = meta.errors?.[0];
  const error = raw && sayError ? sayError(raw) : raw;
  const describedBy = describedByOf(id, hint, error);
  const [scripted, setScripted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  useEffect(() => setScripted(true), []);
  const initial = meta.initialValue;
  const common = {
    id,
    name: meta.name,
    required: !optional,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue: typeof initial === "string" ? initial : undefined,
    autoFocus,
  };
  const password = type === "password";
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional">{` ${t("field.optional")}`}</span>}
      </label>
      {multiline ? (
        <textarea key={meta.key} rows={rows} {...common} />
      ) : password ? (
        <div className="field__password">
          <input
            key={meta.key}
            type={revealed ? "text" : "password"}
            autoComplete={autoComplete}
            {...common}
          />
          {scripted && (
            <button
              type="button"
              className="field__reveal"
              aria-controls={id}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
            >
              {t(revealed ? "field.hide" : "field.show")}
              <span className="visually-hidden">{` ${t("field.password")}`}</span>
            </button>
          )}
        </div>
      ) : (
        <input
          key={meta.key}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...common}
        />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export const EMAIL_INPUT = { type: "email", autoComplete: "email" } as const;

export const PHONE_INPUT = {
  type: "tel",
  autoComplete: "tel",
  hint: "For example +91 98200 41377.",
} as const;

export function describedByOf(id: string, hint?: string, error?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

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

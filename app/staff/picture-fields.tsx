import type { FieldMetadata } from "@conform-to/react";
import { describedByOf, FieldMessages } from "~/shell/form-field";

export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

/** Sent back as it is, so saving without a new file keeps it. */
export function CurrentPicture({
  src,
  title,
  height,
}: {
  src: string | undefined;
  title: string;
  height: number;
}) {
  return (
    <>
      <input type="hidden" name="image" value={src ?? ""} />
      {src ? (
        <img
          src={src}
          alt={`${title}, as shown now`}
          className="staff-course-image"
          width={256}
          height={height}
        />
      ) : null}
    </>
  );
}

export function FileField({
  meta,
  label,
  accept,
  hint,
  error = meta.errors?.[0],
  required = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any form's schema
  meta: Pick<FieldMetadata<any, any, string[]>, "id" | "name" | "errors">;
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        id={meta.id}
        name={meta.name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(meta.id, hint, error)}
      />
      <FieldMessages id={meta.id} hint={hint} error={error} />
    </div>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { describedByOf, FieldMessages } from "~/shell/form-field";

/** The kinds of picture a console form takes. */
export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

/**
 * The picture a record has now: shown, and sent back as it is (the hidden `image` field) so that
 * saving without choosing a new file keeps it.
 */
export function CurrentPicture({
  src,
  title,
  height,
}: {
  /** Its address; empty or missing, there is no picture yet. */
  src: string | undefined;
  /** The record's title, for the picture's text alternative. */
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

/** A file input of a console form, its hint and its message tied to it. */
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
  /** The kinds of file taken, as the input's `accept`. */
  accept: string;
  hint?: string;
  /** The message to show, when it is not the field's own (the record's, about its picture). */
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

import { useEffect, useState } from "react";

/**
 * "Select all on this page": ticks or clears every checkbox of a bulk form (the row checkboxes
 * carry `form={formId}`). It needs scripts, so it appears only once they run; each row's own
 * checkbox works without them.
 */
export function SelectAll({ formId, label }: { formId: string; label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const boxes = () =>
    Array.from(
      document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${formId}"]`),
    );
  return (
    <label className="staff-select-all">
      <input
        type="checkbox"
        onChange={(event) => {
          for (const box of boxes()) box.checked = event.currentTarget.checked;
        }}
      />{" "}
      {label}
    </label>
  );
}

/** A row's checkbox for a bulk form elsewhere on the page; its label names the row. */
export function SelectRow({ formId, id, name }: { formId: string; id: number; name: string }) {
  return (
    <label className="staff-select">
      <input type="checkbox" name="ids" value={id} form={formId} />
      <span className="visually-hidden">Select {name}</span>
    </label>
  );
}

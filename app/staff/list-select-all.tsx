import { useEffect, useState } from "react";

/** It needs scripts, so it appears only once they run. */
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

export function SelectRow({ formId, id, name }: { formId: string; id: number; name: string }) {
  return (
    <label className="staff-select">
      <input type="checkbox" name="ids" value={id} form={formId} />
      <span className="visually-hidden">Select {name}</span>
    </label>
  );
}

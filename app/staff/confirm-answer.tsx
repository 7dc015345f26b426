import { createContext, type ReactNode, useContext, useRef } from "react";
import { useActionData } from "react-router";
import type { StaffFormAnswer } from "./staff-form-answer";

/**
 * The refusal of a confirmed change whose form is no longer on the page: the same form posted twice
 * (a double click without JavaScript) cancels an order once, and the second post's refusal
 * ("already cancelled") comes back to a page where that order offers no cancel any more. It must
 * still be read, so the page shows it above its content.
 *
 * Each console form notes its key as it renders; this is rendered after them (and placed first by
 * the stylesheet), so it knows whether one took it.
 */
const FormsOnPage = createContext<Set<string> | null>(null);

export function FormsOnPageProvider({ children }: { children: ReactNode }) {
  // A new set for every render of the page: the forms of this render note themselves again.
  const forms = useRef(new Set<string>());
  forms.current = new Set();
  return (
    <FormsOnPage.Provider value={forms.current}>
      {children}
      <RefusedElsewhere forms={forms.current} />
    </FormsOnPage.Provider>
  );
}

/** A console form says it is on the page (while rendering: before RefusedElsewhere looks). */
export function useNoteForm(key: string): void {
  useContext(FormsOnPage)?.add(key);
}

function RefusedElsewhere({ forms }: { forms: Set<string> }) {
  const answer = useActionData<StaffFormAnswer | { form?: undefined }>();
  if (!answer?.form || !("confirmed" in answer) || !answer.confirmed) return null;
  if (forms.has(answer.form)) return null;
  const message = answer.reply.error?.[""]?.[0];
  if (!message) return null;
  return (
    <p className="staff-form__message staff-refused" role="alert">
      {message}
    </p>
  );
}

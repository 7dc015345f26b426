import { createContext, type ReactNode, useContext, useRef } from "react";
import { useActionData } from "react-router";
import type { StaffFormAnswer } from "./staff-form-answer";

/**
 * A refusal whose form is gone (posted twice) must still be read: rendered after the forms note
 * their keys.
 */
const FormsOnPage = createContext<Set<string> | null>(null);

export function FormsOnPageProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Set<string>());
  forms.current = new Set();
  return (
    <FormsOnPage.Provider value={forms.current}>
      {children}
      <RefusedElsewhere forms={forms.current} />
    </FormsOnPage.Provider>
  );
}

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

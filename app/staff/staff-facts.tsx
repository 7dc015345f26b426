import type { ReactNode } from "react";

/** A record's facts ("E-mail", "Phone"…), each a `Fact`, in the order given. */
export function StaffFacts({ children }: { children: ReactNode }) {
  return <dl className="staff-facts">{children}</dl>;
}

/** One fact of a record: its term and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A phone number, or words that say none was given (an empty value reads as nothing). */
export function phoneOrNone(phone: string): string {
  return phone || "None given";
}

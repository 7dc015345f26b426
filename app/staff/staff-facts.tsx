import type { ReactNode } from "react";
import { formatDate } from "~/lib/format";

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

/** A moment as the console writes it, with its exact value for machines. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDate(at)}</time>;
}

/** A phone number, or words that say none was given (an empty value reads as nothing). */
export function phoneOrNone(phone: string): string {
  return phone || "None given";
}

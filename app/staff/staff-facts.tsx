import type { ReactNode } from "react";

export function StaffFacts({ children }: { children: ReactNode }) {
  return <dl className="staff-facts">{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** An empty value reads as nothing. */
export function phoneOrNone(phone: string): string {
  return phone || "None given";
}

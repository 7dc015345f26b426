import type { ReactNode } from "react";

/**
 * One part of an account's page (the member's own, or a person's in the console): a card with its
 * heading, which names it for screen readers.
 */
export function AccountCard({
  id,
  heading,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 id={id} className="account-page__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

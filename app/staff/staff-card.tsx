import type { ReactNode } from "react";

/** One part of a record's page: a card with its heading, which names it for screen readers. */
export function StaffCard({
  id,
  title,
  children,
}: {
  /** Makes the heading's id (`{id}-title`), unique on the page. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-page__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

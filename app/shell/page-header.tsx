import type { ReactNode } from "react";
import { Link } from "react-router";
import { type EditableDocument, SINGLETON, useEditMarks } from "~/content/edit-marks";

export interface Crumb {
  label: string;
  to?: string;
}

/** The band at the top of an inner page: its heading and the breadcrumb. */
export function PageHeader({
  title,
  crumbs,
  children,
  source,
}: {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
  /** The document and field the title is (for click-to-edit in preview). */
  source?: { document: EditableDocument; path: string };
}) {
  const mark = useEditMarks();
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title" {...(source && mark(source.document, source.path))}>
          {title}
        </h1>
        {children}
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.to ?? crumb.label}>
                  {crumb.to && !last ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}

export const homeCrumb: Crumb = { label: "Home", to: "/" };

/** A listing page's band: the heading and intro marketing wrote in the studio ("Listing pages"). */
export function ListingHeader({
  copy,
  crumbs,
}: {
  /** `listing`: whose words these are in the "Listing pages" document (blog, work, csr…). */
  copy: { heading: string; intro: string | null; listing?: string | null };
  crumbs: Crumb[];
}) {
  const mark = useEditMarks();
  const listing = copy.listing;
  const source = listing
    ? { document: SINGLETON.listingPages, path: `${listing}.heading` }
    : undefined;
  return (
    <PageHeader title={copy.heading} crumbs={crumbs} source={source}>
      {copy.intro ? (
        <p
          className="page-header__lead"
          {...(listing && mark(SINGLETON.listingPages, `${listing}.intro`))}
        >
          {copy.intro}
        </p>
      ) : null}
    </PageHeader>
  );
}

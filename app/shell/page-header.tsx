import type { ReactNode } from "react";
import { Link } from "react-router";
import { type EditMark, useEditMarks } from "~/content/edit-marks";

export interface Crumb {
  label: string;
  to?: string;
}

/** The band at the top of an inner page: its heading and the breadcrumb. */
export function PageHeader({
  title,
  crumbs,
  children,
  titleMark,
}: {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
  /** The title's click-to-edit mark in preview (useEditMarks). */
  titleMark?: EditMark;
}) {
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title" {...titleMark}>
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
  return (
    <PageHeader
      title={copy.heading}
      crumbs={crumbs}
      titleMark={listing ? mark(`${listing}.heading`, "listingPages") : undefined}
    >
      {copy.intro ? (
        <p
          className="page-header__lead"
          {...(listing ? mark(`${listing}.intro`, "listingPages") : undefined)}
        >
          {copy.intro}
        </p>
      ) : null}
    </PageHeader>
  );
}

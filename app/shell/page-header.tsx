import type { ReactNode } from "react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** The band at the top of an inner page: its heading and the breadcrumb. */
export function PageHeader({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
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
  copy: { heading: string; intro: string | null };
  crumbs: Crumb[];
}) {
  return (
    <PageHeader title={copy.heading} crumbs={crumbs}>
      {copy.intro ? <p className="page-header__lead">{copy.intro}</p> : null}
    </PageHeader>
  );
}

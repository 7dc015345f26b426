import type { ReactNode } from "react";
import { Link } from "react-router";
import { type EditMark, useEditMarks } from "~/content/edit-marks";
import type { MessageKey } from "~/i18n/catalogue/en";
import { useLocalHref, useT } from "~/i18n/use-translation";

export interface Crumb {
  label: string;
  to?: string;
  message?: MessageKey;
}

export function PageHeader({
  title,
  crumbs,
  children,
  titleMark,
}: {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
  titleMark?: EditMark;
}) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title" {...titleMark}>
          {title}
        </h1>
        {children}
        <nav aria-label={t("crumb.label")}>
          <ol className="breadcrumb">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              const label = crumb.message ? t(crumb.message) : crumb.label;
              return (
                <li key={crumb.to ?? crumb.label}>
                  {crumb.to && !last ? (
                    <Link to={localHref(crumb.to)}>{label}</Link>
                  ) : (
                    <span aria-current={last ? "page" : undefined}>{label}</span>
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

export const homeCrumb: Crumb = { label: "Home", to: "/", message: "crumb.home" };

export function ListingHeader({
  copy,
  crumbs,
}: {
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

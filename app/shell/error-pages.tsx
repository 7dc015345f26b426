import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { documentTitle } from "~/lib/meta";
import { homeCrumb, PageHeader } from "./page-header";

export function NotFoundPage() {
  return (
    <>
      <title>{documentTitle("Page not found")}</title>
      <PageHeader title="Page not found" crumbs={[homeCrumb, { label: "404" }]} />
      <section className="container section error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <p>
          We looked everywhere, but there is no page at this address. It may have moved, or the link
          may be mistyped.
        </p>
        <ul className="error-page__links">
          <li>
            <Link to="/" className="button button--primary">
              Go to the home page
            </Link>
          </li>
          <li>
            <Link to="/service" className="button button--ghost">
              See our services
            </Link>
          </li>
          <li>
            <Link to="/contact" className="button button--ghost">
              Contact us
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}

export function ErrorPage({
  title,
  status,
  retryLabel = "Reload page",
  children,
}: {
  title: string;
  status: number;
  retryLabel?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageHeader title={title} crumbs={[homeCrumb, { label: `Error ${status}` }]} />
      <section className="container section error-page">
        <p>{children}</p>
        <ul className="error-page__links">
          <li>
            {/* A full request for the same address: works without JavaScript, and after a failed chunk. */}
            <Link
              to={`${location.pathname}${location.search}`}
              reloadDocument
              className="button button--primary"
            >
              {retryLabel}
            </Link>
          </li>
          <li>
            <Link to="/" className="button button--ghost" reloadDocument>
              Go to the home page
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}

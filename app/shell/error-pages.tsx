import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { documentTitle } from "~/lib/meta";
import { homeCrumb, PageHeader } from "./page-header";

/** The words of the 404 page when the site settings have none (or could not be loaded). */
const NOT_FOUND_FALLBACK = {
  heading: "Page not found",
  text: "There is no page at this address. It may have moved, or the link may be mistyped.",
};

/** The 404 page, in the words of the site settings ("Page not found (404)") when they have them. */
export function NotFoundPage({ words }: { words?: { heading: string; text: string } | null }) {
  const { heading, text } = words?.heading && words.text ? words : NOT_FOUND_FALLBACK;
  return (
    <>
      <title>{documentTitle(heading)}</title>
      <PageHeader title={heading} crumbs={[homeCrumb, { label: "404" }]} />
      <section className="container section error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <p>{text}</p>
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

import type { ReactNode } from "react";
import { Link, NavLink, useActionData } from "react-router";
import { documentTitle } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import staffCss from "~/styles/staff.css?url";
import type { StaffFormAnswer } from "./staff-form-answer";

/** The console's stylesheet, loaded by its pages only (the public pages inline theirs). */
export const staffLinks = () => [{ rel: "stylesheet", href: staffCss }];

/** A console page's title; never indexed (the pages are not public anyway). */
export const staffMeta = (title: string) => [
  { title: documentTitle(title) },
  { name: "robots", content: "noindex, nofollow" },
];

export const CONSOLE_SECTIONS = [
  { to: "/staff", label: "Overview" },
  { to: "/staff/registrations", label: "Registrations" },
  { to: "/staff/people", label: "People" },
  { to: "/staff/orders", label: "Orders" },
  { to: "/staff/enquiries", label: "Enquiries" },
  { to: "/staff/catalogue", label: "Catalogue" },
  { to: "/staff/audit", label: "Audit log" },
] as const;

/**
 * Every console page: its heading, the breadcrumb and the console's sections
 * (a plain list of links: keyboard and screen-reader friendly, and on a
 * phone it wraps rather than hiding behind a menu).
 */
export function StaffLayout({
  title,
  crumbs = [],
  children,
}: {
  title: string;
  /** Crumbs between the console and this page (a person's page: People). */
  crumbs?: { label: string; to: string }[];
  children: ReactNode;
}) {
  const console = { label: "Staff console", to: "/staff" };
  const trail =
    title === console.label
      ? [homeCrumb, console]
      : [homeCrumb, console, ...crumbs, { label: title }];
  return (
    <>
      <PageHeader title={title} crumbs={trail} />
      <div className="container section staff">
        <nav className="staff-nav" aria-label="Staff console">
          <ul>
            {CONSOLE_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === "/staff"} prefetch="intent">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <UnreadFormAnswer />
        {children}
      </div>
    </>
  );
}

/**
 * An answer to a form the page could not even read (too large: a picture
 * over the limit; not a form): it names no form, so no form shows it. It
 * goes here, above them all, where it is seen.
 */
function UnreadFormAnswer() {
  const answer = useActionData<StaffFormAnswer | { form?: undefined }>();
  const message = answer?.form === "" ? answer.reply.error?.[""]?.[0] : undefined;
  if (!message) return null;
  return (
    <p className="staff-form__message" role="alert">
      {message}
    </p>
  );
}

/** An empty list: what it means and what to do next. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-empty staff-empty">
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}

/** Previous and next pages of a list, keeping its filters. */
export function Pager({
  url,
  page,
  count,
  pageSize = 20,
  label,
}: {
  url: string;
  page: number;
  count: number;
  pageSize?: number;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  const link = (to: number) => {
    const target = new URL(url, "http://console.invalid");
    target.searchParams.set("page", String(to));
    return `${target.pathname}${target.search}`;
  };
  return (
    <nav className="staff-pager" aria-label={`${label}: pages`}>
      {page > 1 ? <Link to={link(page - 1)}>Previous page</Link> : <span />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={link(page + 1)}>Next page</Link> : <span />}
    </nav>
  );
}

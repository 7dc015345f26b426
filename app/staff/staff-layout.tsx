import type { ReactNode } from "react";
import { Link, useActionData } from "react-router";
import { documentTitle } from "~/lib/meta";
import staffCss from "~/styles/staff.css?url";
import { FormsOnPageProvider } from "./confirm-answer";
import type { StaffFormAnswer } from "./staff-form-answer";

/** The public pages inline theirs. */
export const staffLinks = () => [{ rel: "stylesheet", href: staffCss }];

export const staffMeta = (title: string) => [
  { title: documentTitle(title) },
  { name: "robots", content: "noindex, nofollow" },
];

export function StaffLayout({
  title,
  crumbs = [],
  children,
}: {
  title: string;
  crumbs?: { label: string; to: string }[];
  children: ReactNode;
}) {
  return (
    <div className="staff">
      <div className="staff-heading">
        {crumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <ol className="staff-crumbs">
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li>
                <span aria-current="page">{title}</span>
              </li>
            </ol>
          </nav>
        )}
        <h1 className="staff-title">{title}</h1>
      </div>
      <UnreadFormAnswer />
      <FormsOnPageProvider>{children}</FormsOnPageProvider>
    </div>
  );
}

/** An answer naming no form (too large, not a form) shows above them all. */
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

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-empty staff-empty">
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}

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

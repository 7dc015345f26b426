import { type ReactNode, useContext } from "react";
import { Link, NavLink } from "react-router";
import { routeEntry } from "~/route-lookup";
import { useSessionUser } from "~/session/session-provider";
import { EmailAddress } from "~/shell/email-address";
import { ConsoleToasts } from "./console-frame-id";

const SECTION_IDS = [
  "staff",
  "staff-registrations",
  "staff-people",
  "staff-orders",
  "staff-enquiries",
  "staff-catalogue",
  "staff-audit",
  "staff-mail",
] as const;

const CONSOLE_SECTIONS = SECTION_IDS.map((id) => {
  const entry = routeEntry(id);
  if (!entry) throw new Error(`The route table has no ${id}`);
  return { to: entry.path, label: id === "staff" ? "Overview" : entry.title };
});

/** No marketing band, menu, footer or login panel: staff come here to work. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const toasts = useContext(ConsoleToasts);
  return (
    <div className="console">
      <header className="console-bar">
        <Link to="/staff" className="console-bar__name">
          Staff console
        </Link>
        <div className="console-bar__account">
          {user && (
            <p className="console-bar__who">
              Signed in as <strong>{user.name || user.email}</strong>
              <span className="console-bar__email">
                {" "}
                (<EmailAddress address={user.email} />)
              </span>
            </p>
          )}
          <Link to="/" className="console-bar__link">
            Back to the site
          </Link>
          <form method="post" action="/logout" className="console-bar__logout">
            <button type="submit" className="console-bar__link">
              Sign out
            </button>
          </form>
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label="Staff console">
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
        <main id="main" tabIndex={-1} className="console-main">
          {/* The toasts' place: above the page, in its flow, so they cover none of it. */}
          <div className="console-toasts">{toasts}</div>
          {children}
        </main>
      </div>
    </div>
  );
}

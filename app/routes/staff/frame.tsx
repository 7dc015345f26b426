import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { SERVICE_UNAVAILABLE } from "#contract/messages.ts";
import { documentTitle } from "~/lib/meta";
import { ConsoleFrame } from "~/staff/console-frame";
import { staffLinks } from "~/staff/staff-layout";

/**
 * The layout route of every console page (app/routes.ts: the route table's access kind "staff"):
 * the console's frame and its stylesheet, which only console pages load. Each page's own access
 * rule is applied before it loads.
 */
export const links = staffLinks;

export default function ConsoleLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/** A console page that could not be shown, inside the console's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: unknown } | null)?.message
    : undefined;
  const title =
    status === 404
      ? "Not found"
      : status === 503
        ? "Service temporarily unavailable"
        : status === 403 || status === 501
          ? "Not available here"
          : "Something went wrong";
  const words =
    typeof message === "string"
      ? message
      : status === 404
        ? "There is nothing at this address: the record may have been removed, or the link is mistyped."
        : status === 503
          ? SERVICE_UNAVAILABLE
          : "This page could not be shown. Please try again in a moment.";
  return (
    <ConsoleFrame>
      <title>{documentTitle(title)}</title>
      <div className="staff">
        <h1 className="staff-title">{title}</h1>
        <p role="alert">{words}</p>
        <p>
          <Link to="/staff">Back to the overview</Link>
        </p>
      </div>
    </ConsoleFrame>
  );
}

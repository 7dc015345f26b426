import type { ReactNode } from "react";
import { Link } from "react-router";
import { classifyHref } from "~/lib/href";

/**
 * A link whose address comes from an editor or another service: site paths
 * through the router, http(s)/mailto/tel as plain links (others' sites
 * without our referrer), and anything else (javascript:, data:, //host…) not
 * as a link: its text alone, or nothing for a call-to-action button.
 */
export function SafeLink({
  href,
  className,
  children,
  whenUnsafe = "text",
  sayWhenOutside = false,
}: {
  href: unknown;
  className?: string;
  children: ReactNode;
  whenUnsafe?: "text" | "nothing";
  /** Tell screen-reader users that the link leaves the site (lists of resources). */
  sayWhenOutside?: boolean;
}) {
  const target = classifyHref(href);
  if (target.kind === "internal") {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === "unsafe") return whenUnsafe === "text" ? children : null;
  const outside = /^https?:/.test(target.href);
  return (
    <a href={target.href} className={className} rel={outside ? "noopener noreferrer" : undefined}>
      {children}
      {outside && sayWhenOutside ? (
        <span className="visually-hidden"> (another website)</span>
      ) : null}
    </a>
  );
}

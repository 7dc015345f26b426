import type { ReactNode } from "react";
import { Link } from "react-router";
import { classifyHref } from "./portable-text";

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
}: {
  href: unknown;
  className?: string;
  children: ReactNode;
  whenUnsafe?: "text" | "nothing";
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
    </a>
  );
}

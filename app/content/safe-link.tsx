import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/use-translation";
import { classifyHref } from "~/lib/href";

/**
 * A link whose address comes from an editor or another service: site paths through the router,
 * http(s)/mailto/tel as plain links (others' sites without our referrer), and anything else
 * (javascript:, data:, //host…) not as a link: its text alone, or nothing for a call-to-action
 * button. A site path goes where the editor wrote it: a Hindi document links to /hi/about, or to an
 * English page it has no translation of (decision 0053).
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
  const t = useT();
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
        <span className="visually-hidden">{` ${t("link.outside")}`}</span>
      ) : null}
    </a>
  );
}

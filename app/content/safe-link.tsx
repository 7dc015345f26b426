import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/use-translation";
import { classifyHref } from "~/lib/href";

/** Only site paths and http(s)/mailto/tel become links: javascript:, data: and //host do not. */
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

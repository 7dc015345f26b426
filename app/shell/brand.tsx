import { Link } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";

/** The company mark: three rising arcs (learning, health, enterprise). */
export function Brand({ companyName }: { companyName: string }) {
  const t = useT();
  return (
    <Link to={useLocalHref()("/")} className="brand" aria-label={t("brand.home", { companyName })}>
      <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <path
          d="M9 29a11 11 0 0 1 22 0"
          fill="none"
          stroke="#f4b740"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <path
          d="M14 29a6 6 0 0 1 12 0"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="20" cy="12" r="3" fill="#fff" />
      </svg>
      <span className="brand-name">{companyName}</span>
    </Link>
  );
}

import { useLocation } from "react-router";
import { LANGUAGES, type Language } from "#contract/languages.ts";
import { switchLanguage } from "~/i18n/language-path";
import { useAlternatePath } from "~/i18n/use-alternates";
import { useLanguage } from "~/i18n/use-translation";

function languageSwitchHref(to: Language, target: string): string {
  return `/language?to=${to}&next=${encodeURIComponent(target)}`;
}

/**
 * A plain link, so it works without JavaScript, to the same document in the other language (its
 * translation may have another slug), else to the same address there: a document not translated
 * answers with its notice ("this page is in English"), whose own link comes back. The query stays.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Language = useLanguage() === "hi" ? "en" : "hi";
  const target = `${useAlternatePath(other) ?? switchLanguage(pathname, other)}${search}`;
  const name = LANGUAGES.find(({ id }) => id === other)?.title ?? other;
  return (
    <a
      href={languageSwitchHref(other, target)}
      hrefLang={other}
      lang={other}
      className={className ? `language-switch ${className}` : "language-switch"}
    >
      {name}
    </a>
  );
}

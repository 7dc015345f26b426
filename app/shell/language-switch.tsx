import { LANGUAGES, type Language } from "#contract/languages.ts";
import { localizedPath } from "~/i18n/language-path";
import { useAlternatePath } from "~/i18n/use-alternates";
import { useLanguage } from "~/i18n/use-translation";

function languageSwitchHref(to: Language, target: string): string {
  return `/language?to=${to}&next=${encodeURIComponent(target)}`;
}

/**
 * A plain link, so it works without JavaScript; a page not in the other language leads to its home.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other: Language = useLanguage() === "hi" ? "en" : "hi";
  const target = useAlternatePath(other) ?? localizedPath("/", other);
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

import { createContext, type HTMLAttributes, type ReactNode, useContext } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/languages.ts";
import { useLanguage, useT } from "./use-translation";

/** The language of the content around: the page's, or a marked document's inside it. */
const AroundLanguage = createContext<Language | null>(null);

/**
 * The language of words in `language` (a document's, or a translated field's) when it is not the
 * language around them: what `lang` they need. A document without one is English (decision 0053).
 */
export function useOtherLanguage(language: string | null | undefined): Language | undefined {
  const page = useLanguage();
  const around = useContext(AroundLanguage) ?? page;
  const own = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return own === around ? undefined : own;
}

/** Says, in the page's language, that what follows is in another. */
export function LanguageNotice({ language }: { language: Language }) {
  const t = useT();
  const page = useLanguage();
  return (
    <span className="language-notice" lang={page} data-language-notice="">
      {t("content.inLanguage", { language })}
    </span>
  );
}

type Wrapper = "article" | "div" | "figure" | "li" | "p" | "section" | "span";

/**
 * Content in `language` inside an element of its own: as it is where the page speaks it;
 * otherwise marked with its `lang` and its notice first, so it is never mixed in silently.
 */
export function InLanguage({
  language,
  as: Element = "div",
  children,
  ...attributes
}: {
  language: string | null | undefined;
  as?: Wrapper;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "lang"> & { "data-reveal"?: string }) {
  const other = useOtherLanguage(language);
  if (!other) return <Element {...attributes}>{children}</Element>;
  return (
    <Element {...attributes} lang={other}>
      <LanguageNotice language={other} />
      <AroundLanguage.Provider value={other}>{children}</AroundLanguage.Provider>
    </Element>
  );
}

/** Marks the children as in `language` for what is inside (a card that marks itself). */
export function LanguageAround({
  language,
  children,
}: {
  language: Language | undefined;
  children: ReactNode;
}) {
  if (!language) return children;
  return <AroundLanguage.Provider value={language}>{children}</AroundLanguage.Provider>;
}

/** A few words from a translated field: marked where they are not in the language around. */
export function Words({
  language,
  children,
}: {
  language: string | null | undefined;
  children: ReactNode;
}) {
  const other = useOtherLanguage(language);
  if (!other) return children;
  return (
    <span lang={other}>
      <LanguageNotice language={other} />
      {children}
    </span>
  );
}

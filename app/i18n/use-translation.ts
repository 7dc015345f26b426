import { useContext, useMemo } from "react";
import { UNSAFE_DataRouterDataContext, useLocation } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "#contract/languages.ts";
import type { RootData } from "~/shell/root-data";
import { errors as englishErrors } from "./catalogue/en/errors";
import { languageOfPath } from "./language-path";
import { localHref } from "./local-href";
import { fallbackWords, type Translate, translatorOver } from "./translate";

/** The page's language: its address's (/hi/… is Hindi). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** The root's data as useRouteLoaderData("root") reads it, without its throw outside a router. */
function useRootDataIfAny(): RootData | undefined {
  return useContext(UNSAFE_DataRouterDataContext)?.loaderData?.root as RootData | undefined;
}

/**
 * The shell's words in the page's language, from the messages the root loader sent (compiled, for
 * Lingui's runtime): the browser's code carries no catalogue. Without them (the root's own loader
 * failed, and its error page is drawn), the error pages' English words.
 */
export function useT(): Translate {
  const root = useRootDataIfAny();
  const messages = root?.messages;
  const language = root?.language ?? DEFAULT_LANGUAGE;
  return useMemo(
    () => (messages ? translatorOver(language, messages) : withErrorWords(fallbackWords())),
    [messages, language],
  );
}

const ERROR_WORDS: Record<string, string> = englishErrors;

const withErrorWords =
  (next: Translate): Translate =>
  (key, values) =>
    ERROR_WORDS[key] ?? next(key, values);

/** Site links in the page's language where that page exists in it (/about → /hi/about). */
export function useLocalHref(): (to: string) => string {
  const language = useLanguage();
  const englishOnly = useRootDataIfAny()?.englishOnly ?? [];
  return (to) => localHref(to, language, englishOnly);
}

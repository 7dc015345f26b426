import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Language } from "#contract/languages.ts";
import { en } from "./catalogue/en";
import { hi } from "./catalogue/hi";
import { type CompiledMessages, type Translate, translatorOver } from "./translate";

/** The message catalogue, one object per language (decision 0053). */
export const CATALOGUE: Record<Language, Record<string, string>> = { en, hi };

const compiled = new Map<Language, CompiledMessages>();

/**
 * A language's messages compiled once per process: the browser gets them as data with the page and
 * only Lingui's small runtime as code, never the parser or the other language.
 */
export function messagesFor(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGUE[language]).map(([key, text]) => [key, compileMessage(text)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

/** The server's translator for a language (loaders: titles, crumbs, meta). */
export function translatorFor(language: Language): Translate {
  return translatorOver(language, messagesFor(language));
}

import type { Language } from "#contract/languages.ts";
import { ENGLISH_ONLY_SEGMENTS } from "~/route-table";
import { messagesFor } from "./catalogue.server";
import type { CompiledMessages } from "./translate";

/** What the page's frame needs to speak its language: its words, and where links stay English. */
export interface ShellLanguage {
  language: Language;
  messages: CompiledMessages;
  englishOnly: string[];
}

export function shellLanguage(language: Language): ShellLanguage {
  return { language, messages: messagesFor(language), englishOnly: [...ENGLISH_ONLY_SEGMENTS] };
}

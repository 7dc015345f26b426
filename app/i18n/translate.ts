import { type I18n, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Language } from "#contract/languages.ts";
import type { MessageKey } from "./catalogue/en";

/** One language's messages, compiled on the server (catalogue.server.ts) and sent as data. */
export type CompiledMessages = Record<string, CompiledMessage>;

/** Values a message may name: `{count}`, `{name}`. */
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

const made = new WeakMap<CompiledMessages, I18n>();

/**
 * A translator over compiled messages (Lingui's runtime: plurals and values in the ICU message
 * format, decision 0053). A key with no message shows the key, which the catalogue check catches
 * before it ships.
 */
export function translatorOver(language: Language, messages: CompiledMessages): Translate {
  let i18n = made.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    made.set(messages, i18n);
  }
  const active = i18n;
  return (key, values) => active._(key, values);
}

/** English error words the browser always has (use-translation.ts), else the key itself. */
let fallback: Translate = (key) => key;

/**
 * Words for a part drawn without the root's messages. The site sets the error pages' English
 * (use-translation.ts); the unit tests set the whole English catalogue (tests/support).
 */
export function setFallbackWords(words: Translate): void {
  fallback = words;
}

export function fallbackWords(): Translate {
  return fallback;
}

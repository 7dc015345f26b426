import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "~/i18n/catalogue/en";
import type { MessageValues, Translate } from "~/i18n/translate";

const OPEN = "\u{E000}";
const CLOSE = "\u{E001}";
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`, "u");
const MARKERS = new RegExp(`[${OPEN}${CLOSE}]`, "gu");

/**
 * A sentence of the catalogue with links in it ("browse {blog} or {services}"): the words in the
 * page's language, in its own order, each `{name}` of `links` drawn as that link.
 */
export function LinkedWords({
  t,
  message,
  values = {},
  links,
}: {
  t: Translate;
  message: MessageKey;
  /** Plain values (a visitor's query): marker characters in them are dropped. */
  values?: MessageValues;
  links: Record<string, ReactNode>;
}) {
  const plain = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replace(MARKERS, "") : value,
    ]),
  );
  const marked = Object.fromEntries(Object.keys(links).map((name) => [name, OPEN + name + CLOSE]));
  const parts = t(message, { ...plain, ...marked }).split(MARKER);
  return (
    <>
      {parts.map((part, index) =>
        // Odd parts are the names the markers carried.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        index % 2 === 1 ? <Fragment key={index}>{links[part]}</Fragment> : part,
      )}
    </>
  );
}

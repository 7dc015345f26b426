/** Only the first 200 characters of a search count. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_TERMS = 8;

/**
 * The visitor's words: letters and digits of any script, lower-cased, duplicates dropped.
 * Everything else (quotes, operators, GROQ syntax) only separates words, and the words travel as a
 * GROQ parameter.
 */
export function searchTerms(raw: string): string[] {
  const words =
    raw
      .slice(0, MAX_SEARCH_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** GROQ `match` patterns: each word as a prefix ("pharma" finds "pharmacovigilance"). */
export function matchPatterns(terms: string[]): string[] {
  return terms.map((term) => `${term}*`);
}

export type HighlightPart = { text: string; match: boolean };

/** Splits text into the parts that start with a search word (to <mark>) and the rest. */
export function highlightParts(text: string, terms: string[]): HighlightPart[] {
  if (terms.length === 0 || text === "") return [{ text, match: false }];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{M}\\p{N}]*`,
    "giu",
  );
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const index = found.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), match: false });
    parts.push({ text: found[0], match: true });
    last = index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Only the first 200 characters of a search count. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_TERMS = 8;

/** Letters and digits of any script, lower-cased; everything else only separates words. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The visitor's words, duplicates dropped. Quotes, operators and GROQ syntax only separate words,
 * and the words travel as a GROQ parameter.
 */
export function searchTerms(raw: string): string[] {
  return [...new Set(wordsOf(raw.slice(0, MAX_SEARCH_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * A term as the texts write it and the other ways readers spell it (the studio's list: whatever an
 * editor or an import left, so anything that is not text is no spelling).
 */
export interface SearchSynonym {
  term?: unknown;
  spellings?: unknown;
}

/** No more spellings of one word are searched than this. */
const MAX_SPELLINGS = 8;

/** A spelling as GROQ `match` patterns: each of its words as a prefix ("pharma" finds "pharmacy"). */
const patternOf = (words: readonly string[]) => words.map((word) => `${word}*`).join(" ");

/** As spellings are compared: "फ़" typed as one character or as two is the same letter. */
const comparable = (word: string) => word.normalize("NFC");

/**
 * What a document must match: one group per word the visitor typed, or per phrase that is a
 * spelling of a synonym ("फार्मा एज"), each met by any of its patterns: the words as typed, or any
 * spelling of their term ("नीट" finds "NEET").
 */
export function searchGroups(terms: readonly string[], synonyms: readonly SearchSynonym[]) {
  const entries = synonyms.flatMap(({ term, spellings }) => {
    const forms = [term, ...(Array.isArray(spellings) ? spellings : [])]
      .map((form) => (typeof form === "string" ? wordsOf(form.slice(0, MAX_SEARCH_LENGTH)) : []))
      .filter((words) => words.length > 0)
      .slice(0, MAX_SPELLINGS);
    return forms.length > 1 ? [forms] : [];
  });
  const groups: string[][] = [];
  for (let at = 0; at < terms.length; ) {
    let best: { length: number; forms: string[][] } | null = null;
    for (const forms of entries) {
      for (const words of forms) {
        const fits = words.every(
          (word, index) => comparable(word) === comparable(terms[at + index] ?? ""),
        );
        if (fits && words.length > (best?.length ?? 0)) best = { length: words.length, forms };
      }
    }
    const typed = terms.slice(at, at + (best?.length ?? 1));
    groups.push([...new Set([typed, ...(best?.forms ?? [])].map(patternOf))]);
    at += typed.length;
  }
  return groups;
}

/** SEARCH_QUERY's parameters for these groups (see the query). */
export function searchQueryParams(groups: readonly string[][]) {
  return {
    alternatives: groups.flatMap((patterns, group) =>
      patterns.map((pattern) => ({ group, pattern })),
    ),
    groups: groups.length,
    patterns: groups.flat(),
  };
}

/** The words to mark in the results: every word any group searched for. */
export function markedWords(groups: readonly string[][]): string[] {
  return [...new Set(groups.flat().flatMap((pattern) => pattern.replaceAll("*", "").split(" ")))];
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

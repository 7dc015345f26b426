import { type PortableTextBlock, toPlainText } from "@portabletext/react";
import { slugify } from "#contract/slug.ts";

export interface RichTextItem {
  _type: string;
  _key?: string;
  [field: string]: unknown;
}

export type RichTextValue = readonly RichTextItem[];

interface HeadingEntry {
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

export const HEADING_LEVELS = { h2: 2, h3: 3, h4: 4 } as const;
const WORDS_PER_MINUTE = 200;

function isTextBlock(item: RichTextItem): item is RichTextItem & PortableTextBlock {
  return item._type === "block" && Array.isArray(item.children);
}

export const headingSlug = (text: string): string => slugify(text, 60, "section");

export type Heading = HeadingEntry & { block: RichTextItem };

/** Once per document: the cache hands every request the same objects. */
const headingsOf = new WeakMap<object, Map<string, Heading[]>>();
const wordsOf = new WeakMap<object, number>();

export function headings(blocks: RichTextValue | null | undefined, idPrefix = ""): Heading[] {
  if (!blocks) return [];
  let byPrefix = headingsOf.get(blocks);
  if (!byPrefix) {
    byPrefix = new Map();
    headingsOf.set(blocks, byPrefix);
  }
  let found = byPrefix.get(idPrefix);
  if (!found) {
    found = findHeadings(blocks, idPrefix);
    byPrefix.set(idPrefix, found);
  }
  return found;
}

function findHeadings(blocks: RichTextValue, idPrefix: string): Heading[] {
  const used = new Set<string>();
  const found: Heading[] = [];
  for (const block of blocks) {
    if (!isTextBlock(block)) continue;
    const level = HEADING_LEVELS[block.style as keyof typeof HEADING_LEVELS];
    if (!level) continue;
    const text = toPlainText(block).trim();
    const base = `${idPrefix}${headingSlug(text)}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    found.push({ id, text, level, block });
  }
  return found;
}

export function headingOutline(blocks: RichTextValue | null | undefined): HeadingEntry[] {
  return headings(blocks).map(({ id, text, level }) => ({ id, text, level }));
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTimeMinutes(blocks: RichTextValue | null | undefined): number {
  if (!blocks) return 1;
  let words = wordsOf.get(blocks);
  if (words === undefined) {
    words = wordCount(blocks);
    wordsOf.set(blocks, words);
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function wordCount(blocks: RichTextValue): number {
  let words = 0;
  for (const block of blocks) {
    if (isTextBlock(block)) words += countWords(toPlainText(block));
    else if (block._type === "codeBlock" && typeof block.code === "string") {
      words += countWords(block.code);
    }
  }
  return words;
}

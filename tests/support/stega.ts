/** Test helper: any of the invisible characters Sanity's stega hides its data in. */
export const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]|[\u{1D173}-\u{1D17A}]/u;

/** The first stega in `text` with up to `context` characters before it (for a failure message), or undefined. */
export function stegaIn(text: string, context = 40): string | undefined {
  return text.match(new RegExp(`.{0,${context}}${STEGA.source}`, "u"))?.[0];
}

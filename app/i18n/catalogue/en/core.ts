/**
 * The shell's core words in English (ICU message format: `{name}`, plurals). The keys are the
 * catalogue's; hi/core.ts must give every one (the type says so, and a test checks).
 */
export const core = {
  "language.choose": "Language",
  "skip.toContent": "Skip to content",
  "notFound.text":
    "We looked everywhere, but there is no page at this address. It may have moved, or the link may be mistyped.",
  "notFound.home": "Back to the home page",
  // Over a document or words shown in another language than the page's (no translation yet).
  "content.inLanguage": "{language, select, hi {In Hindi} other {In English}}",
  "feed.title": "{name} blog",
  "feed.description": "News and guides from {name}.",
  // A rate limit's wait (~/lib/format's waitInWords).
  "wait.fewMinutes": "a few minutes",
  "wait.seconds": "{count} {count, plural, one {second} other {seconds}}",
  "wait.minutes": "{count} {count, plural, one {minute} other {minutes}}",
} as const;

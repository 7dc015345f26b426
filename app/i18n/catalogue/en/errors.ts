/**
 * The error pages' words in English. Also the words shown when the root's loader itself failed
 * and no messages came with the page (use-translation.ts), so they are in the browser's code.
 */
export const errors = {
  "error.chunk.title": "This page could not be loaded",
  "error.chunk.text": "Reload the page to get the latest version of the site.",
  "error.unavailable.title": "Service temporarily unavailable",
  "error.retry": "Try again",
  "error.unavailable.service":
    "We could not reach our account service just now, so this page cannot show your details. Please try again in a moment; the rest of the site still works.",
  "error.unavailable.content":
    "We could not load this page's content just now: the site is being looked after. Please try again in a minute.",
  "error.forbidden.title": "Not yours to open",
  "error.notOffered.title": "Not available here",
  "error.notOffered.text": "This part of the site is not available here.",
  "error.other.title": "Something went wrong",
  "error.other.text":
    "We could not show this page. Please try again in a moment; if it keeps happening, contact us.",
} as const;

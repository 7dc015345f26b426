/**
 * The error pages' words in English. Also the words shown when the root's loader itself failed and
 * no messages came with the page (use-translation.ts), so they are in the browser's code.
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
  "notFound.inEnglish": "This page is in English",
  "notFound.inEnglishText": "It has not been translated yet. You can read it in English.",
  "notFound.title": "Page not found",
  "crumb.home": "Home",
  "error.crumb": "Error {status}",
  "error.home": "Go to the home page",
  "error.reload": "Reload page",
  "notFound.contact": "Contact us",
  "notFound.fallbackText":
    "There is no page at this address. It may have moved, or the link may be mistyped.",
  "notFound.readInEnglish": "Read it in English",
  "notFound.services": "See our services",
  "notFound.search": "Search the site for it",
  "notFound.searchSubmit": "Search",
  "crumb.label": "Breadcrumb",
} as const;

export const CONSOLE_NEEDS_OUR_SERVICE =
  "The staff console needs the portal's own service. This site runs on another backend: use that backend's admin instead.";
export const STAFF_FORM_UNREADABLE = "This form could not be read. Reload the page and try again.";
export const STAFF_FORM_TOO_LARGE =
  "That is more than this form takes. Shorten the text and try again.";
export const STAFF_GONE =
  "That record no longer exists: someone may have removed it. Reload the page.";
export const STAFF_UNAVAILABLE =
  "The service did not answer, so nothing was changed. Please try again in a moment.";
export const staffTooMany = (seconds: number | null) =>
  `Too many changes in a short time. Please wait ${seconds ?? 60} seconds and try again.`;

/** Body sizes: the gate refuses bigger bodies unread (decision 0025), body-reader.ts stops at them. */

/** Largest body the service API reads (DRF-shaped "the limit is 1 MB"). */
export const SERVICE_BODY_LIMIT = 1024 * 1024;

/**
 * A refused body is still read and dropped up to these bounds, so a client that sends it all
 * before reading (Node's fetch) gets the 413, as with Go and nginx; past them the connection closes.
 */
export const REFUSED_BODY_LINGER_BYTES = 8 * 1024 * 1024;
export const REFUSED_BODY_LINGER_MS = 10_000;

/** Largest site form: URL-encoded, a Devanagari character takes 9 bytes. */
export const SITE_FORM_LIMIT = 256 * 1024;

/** Largest publish webhook (Sanity sends a small projection of the document). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Largest picture a staff member uploads (re-encoded to at most 1600 px a side). */
export const IMAGE_UPLOAD_LIMIT = 5 * 1024 * 1024;
export const DOCUMENT_UPLOAD_LIMIT = 10 * 1024 * 1024;
export const CATALOGUE_FORM_LIMIT = IMAGE_UPLOAD_LIMIT + DOCUMENT_UPLOAD_LIMIT + 256 * 1024;
/** Where those bodies go: the console's catalogue pages, and the service's upload calls. */
export const CATALOGUE_FORM_PATH = "/staff/catalogue";
export const UPLOAD_PATH = "/service/admin/uploads/";

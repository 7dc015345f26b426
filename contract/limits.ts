/** The gate refuses bigger bodies unread (decision 0025); body-reader.ts stops at them. */

export const SERVICE_BODY_LIMIT = 1024 * 1024;

/** A refused body is read and dropped this far, so a client that sends it all sees the 413. */
export const REFUSED_BODY_LINGER_BYTES = 8 * 1024 * 1024;
export const REFUSED_BODY_LINGER_MS = 10_000;

/** Largest site form: URL-encoded, a Devanagari character takes 9 bytes. */
export const SITE_FORM_LIMIT = 256 * 1024;

export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const IMAGE_UPLOAD_LIMIT = 5 * 1024 * 1024;
export const DOCUMENT_UPLOAD_LIMIT = 10 * 1024 * 1024;
export const CATALOGUE_FORM_LIMIT = IMAGE_UPLOAD_LIMIT + DOCUMENT_UPLOAD_LIMIT + 256 * 1024;
export const CATALOGUE_FORM_PATH = "/staff/catalogue";
export const UPLOAD_PATH = "/service/admin/uploads/";

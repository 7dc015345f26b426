/**
 * Body sizes, one home for each: the request gate refuses bigger bodies
 * before reading them (decision 0025), the service's body reader and the
 * site's form reader stop at the same numbers.
 */

/** Largest body the service API reads (DRF-shaped "the limit is 1 MB"). */
export const SERVICE_BODY_LIMIT = 1024 * 1024;

/**
 * Largest form a site action reads. URL-encoded, one character of an Indian
 * script takes 9 bytes: the enquiry's 5,000 characters need 45 KB, and a
 * message four times too long still reaches the service's field message.
 */
export const SITE_FORM_LIMIT = 256 * 1024;

/** Largest publish webhook (Sanity sends a small projection of the document). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Largest picture a staff member uploads (re-encoded to at most 1600 px a side). */
export const IMAGE_UPLOAD_LIMIT = 5 * 1024 * 1024;
/** Largest course document (PDF) a staff member uploads. */
export const DOCUMENT_UPLOAD_LIMIT = 10 * 1024 * 1024;
/** Largest catalogue form (a picture, a document and the text fields, multipart). */
export const CATALOGUE_FORM_LIMIT = IMAGE_UPLOAD_LIMIT + DOCUMENT_UPLOAD_LIMIT + 256 * 1024;
/** Where those bodies go: the console's catalogue pages, and the service's upload calls. */
export const CATALOGUE_FORM_PATH = "/staff/catalogue";
export const UPLOAD_PATH = "/service/admin/uploads/";

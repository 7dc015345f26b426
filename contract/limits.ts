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

/**
 * Every GROQ query the site runs lives in this folder, one file per area. The same text runs on
 * Sanity's API and on the embedded dataset (groq-js); values always travel as GROQ parameters,
 * never inside the text. Result types come from Sanity TypeGen (`npm run typegen` writes
 * sanity.types.ts).
 *
 * Members-only fields of service lines (memberIntro, memberBody, memberResources) are projected by
 * MODULE_CONTENT_QUERY alone, which the module pages run only after the entitlement check
 * (queries.test.ts holds every other query to that).
 */

export * from "./blog";
export * from "./page-builder";
export * from "./pages";
export * from "./search";
export * from "./site";
export * from "./work";

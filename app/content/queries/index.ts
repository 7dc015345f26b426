/**
 * Values travel as GROQ parameters, never in the text. Members-only fields are in
 * MODULE_CONTENT_QUERY alone.
 */

export * from "./blog";
export * from "./page-builder";
export * from "./pages";
export * from "./search";
export * from "./site";
export * from "./work";

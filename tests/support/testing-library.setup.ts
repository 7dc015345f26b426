/**
 * Testing Library's findBy… and waitFor wait 1 s by default: on a loaded shared machine a
 * first render (React Router's loaders, lazy parts) took longer (2026-11-28). A query that
 * holds returns at once, so the longer bound costs nothing when all is well. Only the files
 * that draw in a document (jsdom) load the library.
 */
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 5_000 });
}

export {};

import { documentPath } from "../app/content/document-path";
import { localizedPath } from "../app/i18n/language-path";
import { DEFAULT_LANGUAGE, isLanguage } from "../contract/languages.ts";

/**
 * Where a document shows on the site, for the studio's "Open preview" menu
 * item. The link carries no secret (the studio bundle is public): the site's
 * /preview page asks the editor for it, then shows drafts.
 */
export const previewBaseUrl = (
  process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000"
).replace(/\/+$/, "");

interface PreviewableDocument {
  _type: string;
  slug?: { current?: string };
  key?: string;
  /** A translated document's language: a Hindi one shows under /hi. */
  language?: string;
}

export function sitePathFor(document: PreviewableDocument): string | null {
  const path = documentPath({ ...document, slug: document.slug?.current ?? null });
  const language = isLanguage(document.language) ? document.language : DEFAULT_LANGUAGE;
  return path ? localizedPath(path, language) : null;
}

export function previewUrlFor(document: PreviewableDocument): string | undefined {
  const path = sitePathFor(document);
  return path ? `${previewBaseUrl}/preview?redirect=${encodeURIComponent(path)}` : undefined;
}

import { createContext, useContext } from "react";

/**
 * What the server inlines in the document's head: the site's stylesheet (a
 * first paint needs no second request) and the chunk guard's script (it must
 * run before any module). The server passes the texts in (entry.server.tsx);
 * in the browser each is read back from the element it rendered, so
 * hydration matches and neither is shipped again inside a JavaScript chunk.
 */
export interface HeadInlines {
  css: string;
  chunkGuard: string;
  startAfterPaint: string;
}

const HeadInlinesContext = createContext<HeadInlines | null>(null);

export const HeadInlinesProvider = HeadInlinesContext.Provider;

const CSS_ID = "site-css";
const CHUNK_GUARD_ID = "chunk-guard";
const START_AFTER_PAINT_ID = "start-after-paint";

const fromDocument = new Map<string, string>();

function documentText(id: string): string {
  let text = fromDocument.get(id);
  if (text === undefined) {
    text = typeof document === "undefined" ? "" : (document.getElementById(id)?.textContent ?? "");
    fromDocument.set(id, text);
  }
  return text;
}

function useInline(key: keyof HeadInlines, id: string): string {
  const inlines = useContext(HeadInlinesContext);
  return inlines ? inlines[key] : documentText(id);
}

export function CriticalCss() {
  const css = useInline("css", CSS_ID);
  return (
    <style
      id={CSS_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, no user input
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}

export function ChunkGuardScript({ nonce }: { nonce: string }) {
  const code = useInline("chunkGuard", CHUNK_GUARD_ID);
  return (
    <script
      id={CHUNK_GUARD_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

export function StartAfterPaintScript({ nonce }: { nonce: string }) {
  const code = useInline("startAfterPaint", START_AFTER_PAINT_ID);
  return (
    <script
      id={START_AFTER_PAINT_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

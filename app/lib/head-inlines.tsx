import { createContext, useContext } from "react";

/**
 * What the server inlines in the document's head: the site's stylesheet (a first paint needs no
 * second request) and one script: the chunk guard (it must run before any module) and the start of
 * React Router's held scripts after the first paint (decision 0030). The server passes the texts in
 * (entry.server.tsx); in the browser each is read back from the element it rendered, so hydration
 * matches and neither is shipped again inside a JavaScript chunk.
 */
export interface HeadInlines {
  css: string;
  /** The chunk guard, then the start of the application after the first paint: one element. */
  script: string;
}

const HeadInlinesContext = createContext<HeadInlines | null>(null);

export const HeadInlinesProvider = HeadInlinesContext.Provider;

const CSS_ID = "site-css";
const SCRIPT_ID = "head-script";

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

export function HeadScript({ nonce }: { nonce: string }) {
  const code = useInline("script", SCRIPT_ID);
  return (
    <script
      id={SCRIPT_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant scripts, no user input
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

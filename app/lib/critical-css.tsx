import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined in the document's head: a first paint needs
 * no second request (Lighthouse's render-blocking resources). The server
 * passes the built CSS in (app/styles/app-css.server.ts); in the browser the
 * text is read back from the element it rendered, so hydration matches and
 * the CSS is not shipped a second time inside a JavaScript chunk.
 */
const CriticalCssContext = createContext<string | null>(null);

export const CriticalCssProvider = CriticalCssContext.Provider;

export const CRITICAL_CSS_ID = "site-css";

let fromDocument: string | undefined;

function documentCss(): string {
  fromDocument ??= document.getElementById(CRITICAL_CSS_ID)?.textContent ?? "";
  return fromDocument;
}

export function CriticalCss() {
  const fromServer = useContext(CriticalCssContext);
  const css = fromServer ?? (typeof document === "undefined" ? "" : documentCss());
  return (
    <style
      id={CRITICAL_CSS_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, no user input
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}

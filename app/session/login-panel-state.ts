/**
 * The login panel kept hidden (decision 0035): one cookie, so the choice holds across reloads, tabs
 * and links. The server reads it and renders the panel closed (no flash); the page cache keeps that
 * page as a variant of its own; the browser writes it when the person presses Hide or Sign in, and
 * without JavaScript the /login-panel action does. Not personal: it carries a single fixed value
 * and reveals nothing.
 */
const PANEL_COOKIE = "login_panel";

/** The cookie as it is sent back: also the page cache's name for the variant. */
export const PANEL_HIDDEN = `${PANEL_COOKIE}=hidden`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header asks for the panel hidden. */
export function panelHiddenIn(cookie: string | null | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((part) => part.trim() === PANEL_HIDDEN);
}

/** The page cache's variant for a request: the hidden panel or the default page. */
export function panelVariantOf(cookie: string | undefined): string {
  return panelHiddenIn(cookie) ? PANEL_HIDDEN : "";
}

/** A Set-Cookie value (or document.cookie assignment) that remembers the choice. */
export function panelCookie(hidden: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return hidden
    ? `${PANEL_HIDDEN}; Max-Age=${YEAR_SECONDS}; ${attributes}`
    : `${PANEL_COOKIE}=; Max-Age=0; ${attributes}`;
}

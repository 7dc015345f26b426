/**
 * One cookie, so the choice holds across reloads and tabs, and the server renders it closed
 * (decision 0035).
 */
const PANEL_COOKIE = "login_panel";

/** Also the page cache's name for the variant. */
export const PANEL_HIDDEN = `${PANEL_COOKIE}=hidden`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function panelHiddenIn(cookie: string | null | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((part) => part.trim() === PANEL_HIDDEN);
}

export function panelVariantOf(cookie: string | undefined): string {
  return panelHiddenIn(cookie) ? PANEL_HIDDEN : "";
}

export function panelCookie(hidden: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return hidden
    ? `${PANEL_HIDDEN}; Max-Age=${YEAR_SECONDS}; ${attributes}`
    : `${PANEL_COOKIE}=; Max-Age=0; ${attributes}`;
}

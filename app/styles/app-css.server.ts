/** The built site stylesheet as text, for the server to inline (app/lib/critical-css.tsx). */
import appCss from "./app.css?inline";

export const APP_CSS: string = appCss;

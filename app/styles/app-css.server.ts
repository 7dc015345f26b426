/** The built site stylesheet as text, for the server to inline (app/lib/head-inlines.tsx). */
import appCss from "./app.css?inline";

export const APP_CSS: string = appCss;

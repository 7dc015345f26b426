import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "#contract/languages.ts";
import { chosenLanguageIn } from "./language-choice";
import { languageOfPath, localizedPath } from "./language-path";

/** This request's language: the address's (/hi/… is Hindi), set by the root's middleware. */
const languageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * Sets the request's language from its address: the page's, not its data request's (a client
 * navigation asks for /hi.data, which is /hi). At the front door (`/`), someone who chose another
 * language with the header's link is sent to that language's home (language-choice.ts).
 */
export const languageMiddleware: MiddlewareFunction<Response> = (
  { request, context, url },
  next,
) => {
  if ((request.method === "GET" || request.method === "HEAD") && url.pathname === "/") {
    const chosen = chosenLanguageIn(request.headers.get("cookie"));
    if (chosen && chosen !== DEFAULT_LANGUAGE) {
      throw redirect(`${localizedPath("/", chosen)}${url.search}`, {
        status: 302,
        headers: { "cache-control": "private, no-store", vary: "Cookie" },
      });
    }
  }
  context.set(languageContext, languageOfPath(url.pathname));
  return next();
};

export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}

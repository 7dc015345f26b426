import { redirect } from "react-router";
import { isLanguage, LANGUAGES } from "#contract/languages.ts";
import { sameSitePath } from "#contract/same-site-path.ts";
import { languageCookie } from "~/i18n/language-choice";
import { languageOfPath, localizedPath } from "~/i18n/language-path";
import { onlyGet } from "~/lib/get-only";
import { appSettingsContext } from "~/request-context";
import type { Route } from "./+types/language";

/**
 * The header's language link (no JavaScript needed): `/language?to=hi&next=/hi/about` remembers the
 * choice and goes to the page. `next` must be a page of this site in that language; anything else
 * lands on that language's home.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const to = url.searchParams.get("to");
  if (!isLanguage(to)) {
    const names = LANGUAGES.map(({ id }) => `"${id}"`).join(" or ");
    return new Response(`Choose a language: ${names}.`, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const next = sameSitePath(url.searchParams.get("next"));
  const target = next && languageOfPath(next) === to ? next : localizedPath("/", to);
  const secure = context.get(appSettingsContext)?.secureCookies ?? false;
  throw redirect(target, {
    status: 303,
    headers: { "set-cookie": languageCookie(to, secure), "cache-control": "no-store" },
  });
}

export const action = onlyGet;

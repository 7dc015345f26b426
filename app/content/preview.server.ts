import { createHash, timingSafeEqual } from "node:crypto";
import {
  type Cookie,
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { type AppSettings, appSettingsContext, PREVIEW_COOKIE } from "~/request-context";

/**
 * Editors' preview: a signed cookie (set by /preview after its secret is
 * checked) makes content loaders ask for drafts. Pages in preview are never
 * stored by a shared cache.
 */
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

const previewContext = createContext<boolean>(false);
const cookies = new Map<string, Cookie>();

export function previewCookie(settings: AppSettings): Cookie {
  const key = `${settings.secureCookies}:${settings.sessionSecrets.join(",")}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(settings.secureCookies ? `__Host-${PREVIEW_COOKIE}` : PREVIEW_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      secure: settings.secureCookies,
      path: "/",
      maxAge: PREVIEW_MAX_AGE_SECONDS,
      secrets: settings.sessionSecrets,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

export const previewMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const settings = context.get(appSettingsContext);
  const on =
    settings?.content?.previewSecret !== undefined &&
    (await previewCookie(settings).parse(request.headers.get("cookie"))) === true;
  context.set(previewContext, on);
  const response = await next();
  if (on) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export function isPreview(context: Readonly<RouterContextProvider>): boolean {
  return context.get(previewContext);
}

/** Compares secrets in constant time: digests of equal length, so neither length nor content leaks. */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export { safeReturnPath } from "~/lib/safe-path";

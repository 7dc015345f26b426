import { createHash, timingSafeEqual } from "node:crypto";
import {
  type Cookie,
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import {
  type AppSettings,
  appSettingsContext,
  PREVIEW_ANSWER_HEADER,
  PREVIEW_COOKIE,
} from "~/request-context";
import {
  DEFAULT_PREVIEW_PERSPECTIVE,
  type PreviewPerspective,
  parsePerspective,
  perspectiveText,
} from "./perspective";

/** Preview answers are never stored by a shared cache; only they may be framed by the studio. */
const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

interface PreviewState {
  perspective: PreviewPerspective;
  /** It ends an hour later, whatever the browser keeps. */
  since: number;
}

const previewContext = createContext<PreviewState | null>(null);
const cookies = new Map<string, Cookie>();

/**
 * SameSite=None; Partitioned on https to work in the studio's frame; Lax on http (decision 0049).
 */
function previewCookie(settings: AppSettings): Cookie {
  const key = `${settings.secureCookies}:${settings.sessionSecrets.join(",")}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    const secure = settings.secureCookies;
    cookie = createCookie(secure ? `__Host-${PREVIEW_COOKIE}` : PREVIEW_COOKIE, {
      httpOnly: true,
      sameSite: secure ? "none" : "lax",
      partitioned: secure,
      secure,
      path: "/",
      maxAge: PREVIEW_MAX_AGE_SECONDS,
      secrets: settings.sessionSecrets,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

function previewAvailable(settings: AppSettings | null): settings is AppSettings {
  const content = settings?.content;
  return content?.previewSecret !== undefined || content?.sanity?.readToken !== undefined;
}

/** The time keeps a copied cookie from reading drafts past the hour (Max-Age binds one browser). */
function stateOf(value: unknown, now = Date.now()): PreviewState | null {
  if (!value || typeof value !== "object") return null;
  const { perspective: given, since } = value as { perspective?: unknown; since?: unknown };
  const perspective = parsePerspective(given);
  if (!perspective || typeof since !== "number") return null;
  const age = now - since;
  return age >= 0 && age <= PREVIEW_MAX_AGE_SECONDS * 1000 ? { perspective, since } : null;
}

export const previewMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const settings = context.get(appSettingsContext);
  const state = previewAvailable(settings)
    ? stateOf(await previewCookie(settings).parse(request.headers.get("cookie")))
    : null;
  context.set(previewContext, state);
  const response = await next();
  if (state) {
    response.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
    response.headers.set(PREVIEW_ANSWER_HEADER, "1");
  }
  return response;
};

export function isPreview(context: Readonly<RouterContextProvider>): boolean {
  return context.get(previewContext) !== null;
}

/** Marks only where no Content Source Maps carry stega; null outside a preview. */
export function editMarksBase(context: Readonly<RouterContextProvider>): string | null {
  if (!isPreview(context)) return null;
  const content = context.get(appSettingsContext)?.content;
  if (content?.sanity && content.studioUrl) return null;
  return encodeURIComponent(content?.studioUrl ?? "/");
}

export function previewPerspective(
  context: Readonly<RouterContextProvider>,
): PreviewPerspective | undefined {
  return context.get(previewContext)?.perspective;
}

/** A change of perspective keeps the preview's end. */
export async function previewCookieHeader(
  settings: AppSettings,
  perspective: PreviewPerspective = DEFAULT_PREVIEW_PERSPECTIVE,
  since = Date.now(),
): Promise<string> {
  const left = Math.max(0, Math.ceil(PREVIEW_MAX_AGE_SECONDS - (Date.now() - since) / 1000));
  return previewCookie(settings).serialize({ perspective, since }, { maxAge: left });
}

export function previewPerspectiveText(context: Readonly<RouterContextProvider>): string | null {
  const perspective = previewPerspective(context);
  return perspective === undefined ? null : perspectiveText(perspective);
}

export function previewStartedAt(context: Readonly<RouterContextProvider>): number | undefined {
  return context.get(previewContext)?.since;
}

export async function startPreview(
  settings: AppSettings,
  target: string,
  perspective?: PreviewPerspective,
): Promise<Response> {
  return redirect(target, {
    headers: { ...NO_STORE, "Set-Cookie": await previewCookieHeader(settings, perspective) },
  });
}

export async function endPreview(settings: AppSettings, target: string): Promise<Response> {
  return redirect(target, {
    headers: {
      ...NO_STORE,
      "Set-Cookie": await previewCookie(settings).serialize("", { maxAge: 0 }),
    },
  });
}

/** Digests of equal length: neither length nor content leaks. */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export { safeReturnPath } from "~/lib/safe-path";

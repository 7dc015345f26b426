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

/**
 * Editors' preview: a signed cookie (set by /preview after its secret is checked, or by
 * /preview/enable after the studio's) holds the perspective the editor reads (drafts, or a release)
 * and makes content loaders ask for it. Preview answers are never stored by a shared cache, and
 * only they may be framed by the studio (the host reads PREVIEW_ANSWER_HEADER).
 */
const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

interface PreviewState {
  perspective: PreviewPerspective;
  /** When the preview started (ms): it ends an hour later, whatever the browser keeps. */
  since: number;
}

const previewContext = createContext<PreviewState | null>(null);
const cookies = new Map<string, Cookie>();

/**
 * The preview cookie. On https it is `SameSite=None; Secure; Partitioned`, so it works inside the
 * studio's frame on another site (a partitioned cookie lives in that frame's jar only, never in the
 * editor's own tabs of the studio's site); on plain http (a laptop) it stays Lax: browsers refuse
 * SameSite=None without Secure, and a studio on localhost is the same site. Decision 0049.
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

/** Whether this site can show drafts at all: a preview secret, or Sanity with a read token. */
function previewAvailable(settings: AppSettings | null): settings is AppSettings {
  const content = settings?.content;
  return content?.previewSecret !== undefined || content?.sanity?.readToken !== undefined;
}

/**
 * What a preview cookie holds, if it is still good: the perspective and when the preview started.
 * The signature keeps the value honest; the time keeps a copied cookie from reading drafts past the
 * hour (Max-Age binds only the browser that got it).
 */
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

/**
 * Whether this preview's elements carry click-to-edit marks (edit-marks.tsx), and the studio they
 * name: yes where the content has no Content Source Maps to carry them as stega (the embedded
 * dataset, or Sanity without a studio address); null outside a preview.
 */
export function editMarksBase(context: Readonly<RouterContextProvider>): string | null {
  if (!isPreview(context)) return null;
  const content = context.get(appSettingsContext)?.content;
  if (content?.sanity && content.studioUrl) return null;
  return encodeURIComponent(content?.studioUrl ?? "/");
}

/** The perspective this request's content is read in: undefined outside a preview (published). */
export function previewPerspective(
  context: Readonly<RouterContextProvider>,
): PreviewPerspective | undefined {
  return context.get(previewContext)?.perspective;
}

/**
 * The Set-Cookie that starts a preview in `perspective`, or changes the perspective of the one that
 * started at `since` (which keeps its end).
 */
export async function previewCookieHeader(
  settings: AppSettings,
  perspective: PreviewPerspective = DEFAULT_PREVIEW_PERSPECTIVE,
  since = Date.now(),
): Promise<string> {
  const left = Math.max(0, Math.ceil(PREVIEW_MAX_AGE_SECONDS - (Date.now() - since) / 1000));
  return previewCookie(settings).serialize({ perspective, since }, { maxAge: left });
}

/** The preview's perspective as the studio writes it; null outside a preview. */
export function previewPerspectiveText(context: Readonly<RouterContextProvider>): string | null {
  const perspective = previewPerspective(context);
  return perspective === undefined ? null : perspectiveText(perspective);
}

/** When this request's preview started; undefined outside a preview. */
export function previewStartedAt(context: Readonly<RouterContextProvider>): number | undefined {
  return context.get(previewContext)?.since;
}

/** Starts (or changes) the preview and goes to `target`, a path of this site. */
export async function startPreview(
  settings: AppSettings,
  target: string,
  perspective?: PreviewPerspective,
): Promise<Response> {
  return redirect(target, {
    headers: { ...NO_STORE, "Set-Cookie": await previewCookieHeader(settings, perspective) },
  });
}

/** Ends the preview and goes to `target`, a path of this site. */
export async function endPreview(settings: AppSettings, target: string): Promise<Response> {
  return redirect(target, {
    headers: {
      ...NO_STORE,
      "Set-Cookie": await previewCookie(settings).serialize("", { maxAge: 0 }),
    },
  });
}

/** Compares secrets in constant time: digests of equal length, so neither length nor content leaks. */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export { safeReturnPath } from "~/lib/safe-path";

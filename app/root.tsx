import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { localeOf } from "#contract/languages.ts";
import type { Route } from "./+types/root";
import { contentSettings, imageConfigFor } from "./content/content.server";
import { ContentImageConfigProvider, EMBEDDED_IMAGE_CONFIG } from "./content/image-url";
import { editMarksBase, previewMiddleware, previewPerspectiveText } from "./content/preview.server";
import { redirectMiddleware } from "./content/redirects.server";
import { loadSiteSettings } from "./content/site-settings.server";
import { localizedPath } from "./i18n/language-path";
import { languageMiddleware, requestLanguage } from "./i18n/request-language.server";
import { shellLanguage } from "./i18n/shell-language.server";
import { useLanguage, useT } from "./i18n/use-translation";
import { CriticalCss, HeadScript } from "./lib/head-inlines";
import { SITE_NAME } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { passkeysOffered } from "./service-api/passkey-calls.server";
import { accessMiddleware, canonicalPathMiddleware } from "./session/access.server";
import { currentSession, sessionMiddleware } from "./session/current-session.server";
import { panelHiddenIn } from "./session/login-panel-state";
import { isChunkLoadError } from "./shell/chunk-guard";
import { ErrorPage, NotFoundPage } from "./shell/error-pages";
import { useNewPageAtTop } from "./shell/new-page-at-top";
import { type RootData, useRootData } from "./shell/root-data";
import { SiteShell } from "./shell/site-shell";
import { useShellEffects } from "./shell/use-shell-effects";

/** Editors' preview only: not on a visitor's first load. */
const PreviewBanner = lazy(() =>
  import("./content/preview-banner").then((module) => ({ default: module.PreviewBanner })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [
  // An editor's redirect first: its source is matched without a trailing slash, so /contact-us/
  // reaches /contact in one answer rather than through /contact-us (a page's canonical form).
  redirectMiddleware,
  canonicalPathMiddleware,
  languageMiddleware,
  sessionMiddleware,
  accessMiddleware,
  previewMiddleware,
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { user, toast, notice, status, session } = currentSession(context);
  const language = requestLanguage(context);
  return {
    ...shellLanguage(language),
    settings: await loadSiteSettings(context),
    imageConfig: imageConfigFor(contentSettings(context)),
    preview: previewPerspectiveText(context),
    editMarks: editMarksBase(context),
    user,
    hasSession: session.has("refresh"),
    panelHidden: panelHiddenIn(request.headers.get("cookie")),
    passkeys: await passkeysOffered(context),
    toast,
    notice,
    status,
    year: new Date().getFullYear(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const language = useLanguage();
  useShellEffects();
  useNewPageAtTop();
  return (
    <html lang={localeOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d4f4b" />
        {/* The chunk guard (before any module script, so a chunk that fails to load is always
            reported), then what starts React Router's held scripts after the first paint. */}
        <HeadScript nonce={nonce} />
        <CriticalCss />
        <Meta />
        <Links />
        {/* This language's feed (/rss.xml, /hi/rss.xml), for readers that look for one. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={data?.settings?.companyName ?? SITE_NAME}
          href={localizedPath("/rss.xml", language)}
        />
      </head>
      <body>
        <ContentImageConfigProvider config={data?.imageConfig ?? EMBEDDED_IMAGE_CONFIG}>
          <SiteShell data={data}>{children}</SiteShell>
        </ContentImageConfigProvider>
        {data?.preview ? (
          <Suspense fallback={null}>
            <PreviewBanner perspective={data.preview} />
          </Suspense>
        ) : null}
        {/* New pages start at the top, back and forward restore (spec §2); a form's answer on
            another page starts at the top too (useNewPageAtTop, decision 0045). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const t = useT();
  useEffect(() => {
    if (!isRouteErrorResponse(error) && !isChunkLoadError(error)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <NotFoundPage
        words={root?.settings?.notFound}
        english={(error.data as { english?: string | null } | null)?.english}
      />
    );
  if (isChunkLoadError(error)) {
    return (
      <ErrorPage title={t("error.chunk.title")} status={503}>
        {error.message} {t("error.chunk.text")}
      </ErrorPage>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    // The service API (accounts, courses, orders) or the content source: say which, when we know.
    const fromService = (error.data as { source?: string } | null)?.source === "service";
    return (
      <ErrorPage title={t("error.unavailable.title")} status={503} retryLabel={t("error.retry")}>
        {fromService
          ? t("error.unavailable.service")
          : // The content source (Sanity) did not answer and no copy of this page is kept: at a
            // first start, every page. Nothing the visitor did; nothing to do but come back.
            t("error.unavailable.content")}
      </ErrorPage>
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 501)) {
    // A file that is not this person's (403), or a part of the site this backend does not offer
    // (501: the staff console on the original Django one): the loader's own words.
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <ErrorPage
        title={t(error.status === 403 ? "error.forbidden.title" : "error.notOffered.title")}
        status={error.status}
      >
        {typeof message === "string" ? message : t("error.notOffered.text")}
      </ErrorPage>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage title={t("error.other.title")} status={status}>
      {t("error.other.text")}
    </ErrorPage>
  );
}

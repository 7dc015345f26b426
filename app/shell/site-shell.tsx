import { lazy, type ReactNode, Suspense } from "react";
import { useMatches, useRouteError } from "react-router";
import { useT } from "~/i18n/use-translation";
import { LoginPanel } from "~/session/login-panel";
import { SessionProvider, useSessionUser } from "~/session/session-provider";
import { CONSOLE_FRAME_ID, ConsoleToasts } from "~/staff/console-frame-id";
import { Footer } from "./footer";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";
import { PageStatusBar } from "./page-status";
import type { RootData } from "./root-data";
import { ScrollTopButton } from "./scroll-top-button";
import { useToasts } from "./toasts";

/** Fetched after the page: it brings the route table's every access rule. */
const GuardStatus = lazy(() =>
  import("~/session/guard-status").then((module) => ({ default: module.GuardStatus })),
);

export function SiteShell({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  return (
    <SessionProvider user={data?.user ?? null} hasSession={data?.hasSession ?? false}>
      <ShellFrame data={data}>{children}</ShellFrame>
    </SessionProvider>
  );
}

function ShellFrame({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const user = useSessionUser();
  const settings = data?.settings ?? null;
  const status = data?.status ?? null;
  // The console brings its own frame; the root's own error page is the site's, whatever the
  // address.
  const rootFailed = useRouteError() != null;
  const consolePage = useMatches().some((match) => match.id === CONSOLE_FRAME_ID);
  const site = rootFailed || !consolePage;
  const toasts = useToasts(
    data?.toast ?? null,
    data?.notice ?? null,
    status?.text !== undefined && status.text === data?.toast,
  );
  const t = useT();
  return (
    <>
      <NavigationProgress />
      <a className="skip-link" href="#main">
        {t("skip.toContent")}
      </a>
      {site ? (
        <>
          <Header user={user} companyName={settings?.companyName ?? "Aarogya Bharat Collective"} />
          {/* Top right: Tab reaches it after the header, before the page. */}
          <LoginPanel hiddenAtLoad={data?.panelHidden ?? false} />
          <main id="main" tabIndex={-1}>
            <PageStatusBar status={status} />
            {children}
          </main>
          <Footer
            settings={settings}
            signedIn={user !== null}
            year={data?.year ?? new Date().getFullYear()}
          />
          <Suspense fallback={null}>
            <GuardStatus />
          </Suspense>
          <ScrollTopButton />
          {toasts}
        </>
      ) : (
        <ConsoleToasts.Provider value={toasts}>{children}</ConsoleToasts.Provider>
      )}
    </>
  );
}

import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/i18n/use-translation";
import { panelCookie } from "./login-panel-state";
import { useSessionUser } from "./session-provider";
import type { SignupMode, SignupResult } from "./signup-result";

/**
 * The card (and the form checks it brings) is not on the first load of every page: the browser
 * fetches its code after the page is up (decision 0028). The server holds it ready and renders it
 * into the page itself (not streamed in later by a script), so the panel works without JavaScript;
 * hydration keeps that markup until the code arrives. Phones never show the panel.
 */
const loadCard = () => import("./signin-card").then((module) => module.SigninCard);
let ServerCard: Awaited<ReturnType<typeof loadCard>> | undefined;
if (import.meta.env.SSR) void loadCard().then((card) => (ServerCard = card));
const LazyCard = lazy(() => loadCard().then((card) => ({ default: card })));
type Card = ComponentType<ComponentProps<NonNullable<typeof ServerCard>>>;
const cardOnThisSide = (): Card => (import.meta.env.SSR && ServerCard) || LazyCard;

/** Pages that are the sign-in forms themselves: no panel there. */
const PAGES_WITH_THEIR_OWN_FORM = new Set(["/Signup", "/request-otp", "/reset-password"]);

/**
 * The floating login/sign-up panel (spec §2, §9; decisions 0035, 0044): a card at the right, 100 px
 * from the top, shown by default, with a 50 px Hide / Sign in button. Not rendered at 765 px or
 * narrower (CSS), nor for a signed-in user. Its forms are /Signup's, through a fetcher, so a failed
 * attempt keeps the person on their page.
 *
 * It never narrows the page nor covers what the page shows first (CSS): on wide windows it floats
 * in the page's side margin; narrower, it sits in the empty right part of the page's first band
 * (the page header, the home hero), which keeps room for it, and scrolls away with the page. Hidden
 * with its button, only the tab is left at the edge, across reloads, tabs and links (a cookie the
 * server reads, so the page comes hidden, without a flash). Without JavaScript the button is a form
 * that remembers the same choice.
 */
export function LoginPanel({ hiddenAtLoad }: { hiddenAtLoad: boolean }) {
  const user = useSessionUser();
  const location = useLocation();
  const [open, setOpen] = useState(!hiddenAtLoad);
  const [mode, setMode] = useState<SignupMode>("login");
  const fetcher = useFetcher<SignupResult>();
  const SigninCard = cardOnThisSide();
  const t = useT();

  if (user || PAGES_WITH_THEIR_OWN_FORM.has(location.pathname)) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <aside className="login-panel" data-open={open} aria-label={t("loginPanel.label")}>
      <form
        method="post"
        action="/login-panel"
        className="login-panel__switch"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(!open);
          document.cookie = panelCookie(open, window.location.protocol === "https:");
        }}
      >
        <input type="hidden" name="panel" value={open ? "hide" : "show"} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <button
          type="submit"
          className="login-panel__toggle"
          aria-expanded={open}
          aria-controls="login-panel-body"
        >
          <span>{t(open ? "loginPanel.hide" : "loginPanel.show")}</span>
        </button>
      </form>
      <div id="login-panel-body" className="login-panel__body" hidden={!open}>
        <Suspense fallback={null}>
          <SigninCard
            mode={mode}
            onModeChange={setMode}
            result={fetcher.data}
            redirectTo={returnTo}
            FormElement={fetcher.Form}
            submitting={fetcher.state === "submitting"}
          />
        </Suspense>
      </div>
    </aside>
  );
}

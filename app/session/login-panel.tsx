import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/i18n/use-translation";
import { panelCookie } from "./login-panel-state";
import { useSessionUser } from "./session-provider";
import type { SignupMode, SignupResult } from "./signup-result";

/**
 * Fetched after the page is up (decision 0028), but rendered by the server so it works without
 * JavaScript.
 */
const loadCard = () => import("./signin-card").then((module) => module.SigninCard);
let ServerCard: Awaited<ReturnType<typeof loadCard>> | undefined;
if (import.meta.env.SSR) void loadCard().then((card) => (ServerCard = card));
const LazyCard = lazy(() => loadCard().then((card) => ({ default: card })));
type Card = ComponentType<ComponentProps<NonNullable<typeof ServerCard>>>;
const cardOnThisSide = (): Card => (import.meta.env.SSR && ServerCard) || LazyCard;

const PAGES_WITH_THEIR_OWN_FORM = new Set(["/Signup", "/request-otp", "/reset-password"]);

/**
 * Spec §2, §9; decisions 0035, 0044. Its forms are /Signup's through a fetcher, so a failure keeps
 * the page.
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

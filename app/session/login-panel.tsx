import { lazy, Suspense, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useSessionUser } from "./session-provider";
import type { SignupMode, SignupResult } from "./signup.server";

/**
 * The card (and the form checks it brings) is not on the first load of every
 * page: the server renders it into the panel, the browser fetches its code
 * after the page is up (decision 0028). Phones never show the panel.
 */
const SigninCard = lazy(() =>
  import("./signin-card").then((module) => ({ default: module.SigninCard })),
);

/** Pages that are the sign-in forms themselves: no panel there. */
const PAGES_WITH_THEIR_OWN_FORM = new Set(["/Signup", "/request-otp", "/reset-password"]);

/**
 * The floating login/sign-up panel (spec §2, §9): fixed to the right edge,
 * 100 px from the top, at least 600 px wide, shown by default, with a 50 px
 * show/hide button. Not rendered at 765 px or narrower (CSS), nor for a
 * signed-in user. Its forms are /Signup's, through a fetcher, so a failed
 * attempt keeps the person on their page.
 */
export function LoginPanel() {
  const user = useSessionUser();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<SignupMode>("login");
  const fetcher = useFetcher<SignupResult>();
  if (user || PAGES_WITH_THEIR_OWN_FORM.has(location.pathname)) return null;
  return (
    <aside className="login-panel" data-open={open} aria-label="Sign in or register">
      <button
        type="button"
        className="login-panel__toggle"
        aria-expanded={open}
        aria-controls="login-panel-body"
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? "Hide" : "Sign in"}</span>
      </button>
      <div id="login-panel-body" className="login-panel__body" hidden={!open}>
        <Suspense fallback={null}>
          <SigninCard
            mode={mode}
            onModeChange={setMode}
            result={fetcher.data}
            redirectTo={`${location.pathname}${location.search}`}
            FormElement={fetcher.Form}
            submitting={fetcher.state === "submitting"}
          />
        </Suspense>
      </div>
    </aside>
  );
}

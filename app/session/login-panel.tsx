import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { useFetcher, useLocation } from "react-router";
import { panelCookie } from "./login-panel-state";
import { useSessionUser } from "./session-provider";
import type { SignupMode, SignupResult } from "./signup-result";

/**
 * The card (and the form checks it brings) is not on the first load of every
 * page: the browser fetches its code after the page is up (decision 0028).
 * The server holds it ready and renders it into the page itself (not streamed
 * in later by a script), so the panel works without JavaScript; hydration
 * keeps that markup until the code arrives. Phones never show the panel.
 */
const loadCard = () => import("./signin-card").then((module) => module.SigninCard);
let ServerCard: Awaited<ReturnType<typeof loadCard>> | undefined;
if (import.meta.env.SSR) void loadCard().then((card) => (ServerCard = card));
const LazyCard = lazy(() => loadCard().then((card) => ({ default: card })));
type Card = ComponentType<ComponentProps<NonNullable<typeof ServerCard>>>;
const cardOnThisSide = (): Card => (import.meta.env.SSR && ServerCard) || LazyCard;

/** Pages that are the sign-in forms themselves: no panel there. */
const PAGES_WITH_THEIR_OWN_FORM = new Set(["/Signup", "/request-otp", "/reset-password"]);

/** Below this width the panel floats over the page; from it on, the page makes room for it. */
const DOCKED_FROM = "(min-width: 1280px)";

/**
 * The floating login/sign-up panel (spec §2, §9; decision 0035): at the right
 * edge, 100 px from the top, 600 px wide, shown by default, with a 50 px
 * show/hide button. Not rendered at 765 px or narrower (CSS), nor for a
 * signed-in user. Its forms are /Signup's, through a fetcher, so a failed
 * attempt keeps the person on their page.
 *
 * It never stands between a visitor and the page: from 1280 px the page
 * keeps a column for it (CSS); narrower, it scrolls away with the page and
 * steps aside (for this page only) when the focus goes to the page. Hidden
 * with its button, it stays hidden across reloads, tabs and links (a cookie
 * the server reads, so the page comes hidden, without a flash). Without
 * JavaScript the button is a form that remembers the same choice.
 */
export function LoginPanel({ hiddenAtLoad }: { hiddenAtLoad: boolean }) {
  const user = useSessionUser();
  const location = useLocation();
  const [open, setOpen] = useState(!hiddenAtLoad);
  // Stepped aside for now (not remembered): the visitor went on with the page.
  const [aside, setAside] = useState(false);
  const [mode, setMode] = useState<SignupMode>("login");
  const fetcher = useFetcher<SignupResult>();
  const panel = useRef<HTMLElement>(null);
  const shown = open && !aside;
  const SigninCard = cardOnThisSide();

  useEffect(() => {
    if (!shown) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || panel.current?.contains(target)) return;
      if (!window.matchMedia(DOCKED_FROM).matches) setAside(true);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [shown]);

  if (user || PAGES_WITH_THEIR_OWN_FORM.has(location.pathname)) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <aside ref={panel} className="login-panel" data-open={shown} aria-label="Sign in or register">
      <form
        method="post"
        action="/login-panel"
        onSubmit={(event) => {
          event.preventDefault();
          const hide = shown;
          setOpen(!hide);
          setAside(false);
          document.cookie = panelCookie(hide, window.location.protocol === "https:");
        }}
      >
        <input type="hidden" name="panel" value={shown ? "hide" : "show"} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <button
          type="submit"
          className="login-panel__toggle"
          aria-expanded={shown}
          aria-controls="login-panel-body"
        >
          <span>{shown ? "Hide" : "Sign in"}</span>
        </button>
      </form>
      <div id="login-panel-body" className="login-panel__body" hidden={!shown}>
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

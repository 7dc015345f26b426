import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LinkedWords } from "~/content-ui/linked-words";
import { useLocalHref, useT } from "~/i18n/use-translation";
import type { PageStatus } from "./page-status-data";

/**
 * Belongs to the page it arrived with (its location key), since the root data is not reloaded on
 * every navigation.
 */
export function PageStatusBar({ status }: { status: PageStatus | null }) {
  const location = useLocation();
  const [arrival, setArrival] = useState(status ? { status, key: location.key } : null);
  if (status && arrival?.status !== status) setArrival({ status, key: location.key });
  const shown = arrival && arrival.key === location.key ? arrival.status : null;

  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    // A redirect answer may have kept the scroll position; it is a new page all the same.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown) return null;
  const refusal = shown.tone === "refusal";
  return (
    <div className="container page-status">
      <div
        ref={ref}
        className={`banner ${refusal ? "banner--error" : "banner--success"}`}
        role={refusal ? "alert" : "status"}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the answer to what the person just did; without JavaScript nothing else can move the focus to it
        autoFocus
      >
        <div>
          <p className="page-status__text">
            {shown.notIncluded ? <NotIncluded {...shown.notIncluded} /> : shown.text}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The spec's words are the toast's (§8); the page says what they mean and the way to ask. */
function NotIncluded({ module, ask }: { module: string | null; ask: string }) {
  const t = useT();
  const localHref = useLocalHref();
  const link = (
    <Link to={localHref(ask)}>{module ? t("access.ask", { module }) : t("access.askAny")}</Link>
  );
  return module ? (
    <LinkedWords t={t} message="access.notIncluded" values={{ module }} links={{ ask: link }} />
  ) : (
    <LinkedWords t={t} message="access.notIncludedAny" links={{ ask: link }} />
  );
}

import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { PageStatus } from "./page-status-data";

/**
 * The status at the top of the page a person lands on (decision 0045): the refusal that sent them
 * here, with the way on (asking for a module), or the result of the form they sent (an order
 * placed, a profile saved). It stays until they go on to another page; it takes the focus, and the
 * page starts at its top, where it is. Without JavaScript the server's page has it, with
 * `autofocus`.
 *
 * The root's data is read again only when the root loader runs, which is not every navigation: the
 * status belongs to the page it arrived with (its location key), so it never follows the person to
 * the next page.
 */
export function PageStatusBar({ status }: { status: PageStatus | null }) {
  const location = useLocation();
  const [arrival, setArrival] = useState(status ? { status, key: location.key } : null);
  if (status && arrival?.status !== status) setArrival({ status, key: location.key });
  const shown = arrival && arrival.key === location.key ? arrival.status : null;

  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    // A form that answered with a redirect may have asked to keep the scroll position (a post that
    // stays on its page); the answer is a new page all the same, with its status on top.
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
          <p className="page-status__text">{shown.text}</p>
          {shown.ask && (
            <p>
              <Link to={shown.ask.to}>{shown.ask.label}</Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

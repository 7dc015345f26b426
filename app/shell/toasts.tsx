import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { loadToastify, notify, onToastWanted } from "./notify";

const ToastHost = lazy(() =>
  loadToastify().then(({ ToastContainer, Slide, cssTransition }) => {
    // In a page's own place a toast fades: sliding in, it would cross what is beside it.
    const Fade = cssTransition({
      enter: "Toastify--animate toast-in-page--in",
      exit: "Toastify--animate toast-in-page--out",
    });
    return {
      default: ({ inPage }: { inPage: boolean }) =>
        inPage ? (
          <ToastContainer position="top-left" autoClose={5000} transition={Fade} theme="colored" />
        ) : (
          <ToastContainer
            // Left, clear of the login panel; not `limit`: a queued toast waits while a pointer
            // rests on the shown one (decision 0045).
            position="bottom-left"
            autoClose={5000}
            transition={Slide}
            theme="colored"
          />
        ),
    };
  }),
);

/**
 * A place in the page for the toasts, in the flow, so they cover nothing: the console's (decision
 * 0058). A page without one has them float at the bottom left.
 */
const ToastPlace = createContext<(place: HTMLElement | null) => void>(() => undefined);
export const ToastPlaceProvider = ToastPlace.Provider;

export function useToastPlace(): (place: HTMLElement | null) => void {
  return useContext(ToastPlace);
}

/** One for the whole site, so a page that gives the toasts a place does not say them twice. */
export function Toasts({
  message,
  notice,
  place = null,
}: {
  message: string | null;
  notice: string | null;
  place?: HTMLElement | null;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastWanted(() => setMounted(true)), []);
  useEffect(() => {
    if (message) notify.error(message, { toastId: message });
  }, [message]);
  useEffect(() => {
    if (notice) notify.success(notice, { toastId: notice });
  }, [notice]);
  if (!mounted) return null;
  const host = (
    <Suspense fallback={null}>
      <ToastHost inPage={place !== null} />
    </Suspense>
  );
  return place ? createPortal(host, place) : host;
}

/** Without JavaScript `notice` shows as a plain banner instead. */
export function NoscriptNotice({
  notice,
  inPage = false,
}: {
  notice: string | null;
  inPage?: boolean;
}) {
  if (!notice) return null;
  return (
    <noscript>
      <p
        className={`banner banner--success ${inPage ? "noscript-toast--in-page" : "noscript-toast"}`}
        role="status"
      >
        {notice}
      </p>
    </noscript>
  );
}

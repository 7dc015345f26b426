import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { loadToastify, notify, onToastWanted } from "./notify";

const ToastHost = lazy(() =>
  loadToastify().then(({ ToastContainer, Slide }) => ({
    default: () => (
      <ToastContainer
        // Left, clear of the login panel; not `limit`: a queued toast waits while a pointer rests
        // on the shown one (decision 0045). The console gives them a place in its page (0059).
        position="bottom-left"
        autoClose={5000}
        transition={Slide}
        theme="colored"
      />
    ),
  })),
);

/**
 * The page's toasts, to be shown where the page wants them. They are said here, once, so a page
 * that moves them (the console) does not say them again. Without JavaScript `notice` shows as a
 * plain banner instead.
 */
export function useToasts(message: string | null, notice: string | null): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastWanted(() => setMounted(true)), []);
  useEffect(() => {
    if (message) notify.error(message, { toastId: message });
  }, [message]);
  useEffect(() => {
    if (notice) notify.success(notice, { toastId: notice });
  }, [notice]);
  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {notice && (
        <noscript>
          <p className="banner banner--success noscript-toast" role="status">
            {notice}
          </p>
        </noscript>
      )}
    </>
  );
}

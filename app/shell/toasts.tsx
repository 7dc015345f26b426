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
 * that moves them (the console) does not say them again. Without JavaScript each shows as a plain
 * banner instead, unless the page says it already (`messageOnPage`).
 */
export function useToasts(
  message: string | null,
  notice: string | null,
  messageOnPage = false,
): ReactNode {
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
      {message && !messageOnPage && <ToastWithoutScripts ok={false} words={message} />}
      {notice && <ToastWithoutScripts ok words={notice} />}
    </>
  );
}

/** A toast's words where no script runs to show the toast: a spec toast is said all the same. */
export function ToastWithoutScripts({ ok, words }: { ok: boolean; words: string }) {
  return (
    <noscript>
      <p
        className={`banner ${ok ? "banner--success" : "banner--error"} noscript-toast`}
        role={ok ? "status" : "alert"}
      >
        {words}
      </p>
    </noscript>
  );
}

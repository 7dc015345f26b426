import { lazy, Suspense, useEffect, useState } from "react";
import { loadToastify, notify, onToastWanted } from "./notify";

/** react-toastify's container, fetched with the first toast (see notify.ts). */
const ToastHost = lazy(() =>
  loadToastify().then(({ ToastContainer, Slide }) => ({
    default: () => (
      <ToastContainer
        position="bottom-center"
        autoClose={5000}
        transition={Slide}
        newestOnTop
        theme="colored"
      />
    ),
  })),
);

/**
 * Toasts (react-toastify). `message` is a one-request message from the
 * server, such as the guard's "You Don't Have Access Of This Module"; without
 * JavaScript it is shown as a plain alert instead.
 */
export function Toasts({ message, notice }: { message: string | null; notice: string | null }) {
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
      {message && (
        <noscript>
          <p className="banner banner--error noscript-toast" role="alert">
            {message}
          </p>
        </noscript>
      )}
    </>
  );
}

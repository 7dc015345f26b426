import { lazy, Suspense, useEffect, useState } from "react";
import { loadToastify, notify, onToastWanted } from "./notify";

/** react-toastify's container, fetched with the first toast (see notify.ts). */
const ToastHost = lazy(() =>
  loadToastify().then(({ ToastContainer, Slide }) => ({
    default: () => (
      <ToastContainer
        // One at a time (notify.ts dismisses the one shown before it adds one), at the left: never
        // a pile over a form, never over the login panel (at the right edge); on a phone
        // react-toastify spans the bottom (decision 0045). Not `limit`: a queued toast waits for
        // the shown one, which a pointer resting on it keeps for ever.
        position="bottom-left"
        autoClose={5000}
        transition={Slide}
        theme="colored"
      />
    ),
  })),
);

/**
 * Toasts (react-toastify). `message` is a one-request message from the server, such as the guard's
 * "You Don't Have Access Of This Module": the spec's toast, which the page status (page-status.tsx)
 * also says at the top of the page, with or without JavaScript. `notice` is a success message;
 * without JavaScript it is shown as a plain banner instead.
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
    </>
  );
}

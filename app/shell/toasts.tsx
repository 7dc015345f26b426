import { useEffect } from "react";
import toastifyCss from "react-toastify/ReactToastify.css?url";
import { Slide, ToastContainer, toast } from "react-toastify/unstyled";

export const toastLinks = [{ rel: "stylesheet", href: toastifyCss }];

/**
 * Toasts (react-toastify). `message` is a one-request message from the
 * server, such as the guard's "You Don't Have Access Of This Module"; without
 * JavaScript it is shown as a plain alert instead.
 */
export function Toasts({ message, notice }: { message: string | null; notice: string | null }) {
  useEffect(() => {
    if (message) toast.error(message, { toastId: message });
  }, [message]);
  useEffect(() => {
    if (notice) toast.success(notice, { toastId: notice });
  }, [notice]);
  return (
    <>
      <ToastContainer
        position="bottom-center"
        autoClose={5000}
        transition={Slide}
        newestOnTop
        theme="colored"
      />
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

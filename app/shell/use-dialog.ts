import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Whether this browser runs a button's `command` / `commandfor` itself (HTML invoker commands).
 * Where it does, a click handler must not open the dialog too: the browser's own command would then
 * find it open and warn.
 */
export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

/**
 * A native modal <dialog>: focus is trapped and Escape closes it for free. It also closes on a
 * click on the backdrop and on every route change.
 */
export function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  const open = useCallback(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const close = useCallback(() => {
    if (ref.current?.open) ref.current.close();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => close(), [pathname, search, close]);

  const onBackdropClick = useCallback((event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  return { ref, open, close, onBackdropClick };
}

import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A native modal <dialog>: focus is trapped and Escape closes it for free.
 * It also closes on a click on the backdrop and on every route change.
 */
export function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  const open = useCallback(() => ref.current?.showModal(), []);
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

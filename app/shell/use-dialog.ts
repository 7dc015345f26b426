import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Where the browser runs invoker commands, a click handler opening the dialog too would make it
 * warn.
 */
export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

/** Also closes on a backdrop click and on every route change. */
export function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  const open = useCallback(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const close = useCallback(() => {
    if (ref.current?.open) ref.current.close();
  }, []);

  // Only a new page closes it: hydration must not close a dialog the browser opened before the
  // scripts started (a menu tapped through its invoker command).
  const page = `${pathname}${search}`;
  const shownOn = useRef(page);
  useEffect(() => {
    if (shownOn.current === page) return;
    shownOn.current = page;
    close();
  }, [page, close]);

  const onBackdropClick = useCallback((event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  return { ref, open, close, onBackdropClick };
}

import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Closes on a click outside, focus leaving, Escape (focus back to the button) and page changes. */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const rootProps = {
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key === "Escape" && open) {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    },
    onBlur(event: React.FocusEvent) {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };

  const focusFirstLink = () =>
    // :scope keeps "ul a" from matching the toggle link inside the menu's own <ul>.
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLAnchorElement>(":scope ul a")?.focus(),
    );

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": listId,
    onClick: () => setOpen((value) => !value),
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      setOpen(true);
      focusFirstLink();
    },
  };

  return { open, setOpen, rootRef, rootProps, buttonProps, listId };
}

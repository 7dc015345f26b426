import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "~/i18n/use-translation";

/**
 * Spec §2. With `takeFocus` it answers what was just sent: focused, and clear of the sticky header.
 */
export function MessageBanner({
  ok,
  lines,
  onDismiss,
  takeFocus = false,
  children,
}: {
  ok: boolean;
  lines: string[];
  onDismiss?: () => void;
  takeFocus?: boolean;
  /** Said after the lines: words with links in them. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  // React focuses only fields and buttons marked autoFocus.
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      className={`banner ${ok ? "banner--success" : "banner--error"}`}
      role={ok ? "status" : "alert"}
      tabIndex={takeFocus ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: the answer to a form just sent; without JavaScript nothing else can move the focus to it
      autoFocus={takeFocus}
    >
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="banner__close"
          aria-label={t("banner.dismiss")}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}

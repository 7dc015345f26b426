/** The dismissible message banner (spec §2): green for success, red for errors. */
export function MessageBanner({
  ok,
  lines,
  onDismiss,
}: {
  ok: boolean;
  lines: string[];
  onDismiss?: () => void;
}) {
  return (
    <div
      className={`banner ${ok ? "banner--success" : "banner--error"}`}
      role={ok ? "status" : "alert"}
    >
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="banner__close"
          aria-label="Dismiss message"
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}

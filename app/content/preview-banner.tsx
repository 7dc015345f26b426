import { useLocation } from "react-router";

/** Shown while an editor previews drafts, with the way out. */
export function PreviewBanner() {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <aside className="preview-banner" aria-label="Preview mode">
      <span>Preview: you are seeing unpublished drafts.</span>
      <a href={`/preview?exit=1&redirect=${back}`} className="button button--primary">
        Leave preview
      </a>
    </aside>
  );
}

import type { ClientPerspective } from "@sanity/client";
import { lazy, Suspense, useCallback } from "react";
import { useLocation, useRevalidator } from "react-router";
import { perspectiveText } from "./perspective";

const VisualEditing = lazy(() =>
  import("@sanity/visual-editing/react-router").then((module) => ({
    default: module.VisualEditing,
  })),
);

/** In a chunk only a preview loads: the banner and Sanity's visual editing overlays. */
export function PreviewBanner({ perspective }: { perspective: string }) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const revalidator = useRevalidator();
  const onPerspectiveChange = useCallback(
    (perspective: ClientPerspective) => {
      const body = new URLSearchParams({ perspective: perspectiveText(perspective as never) });
      void fetch("/preview/perspective", { method: "POST", body }).then((answer) => {
        if (answer.ok) void revalidator.revalidate();
      });
    },
    [revalidator],
  );
  return (
    <>
      <aside className="preview-banner" aria-label="Preview mode">
        <span>{bannerWords(perspective)}</span>
        <a href={`/preview/disable?redirect=${back}`} className="button button--primary">
          Leave preview
        </a>
      </aside>
      <Suspense fallback={null}>
        <VisualEditing onPerspectiveChange={onPerspectiveChange} />
      </Suspense>
    </>
  );
}

function bannerWords(perspective: string): string {
  if (perspective === "drafts") return "Preview: you are seeing unpublished drafts.";
  if (perspective === "published") return "Preview: you are seeing the published content.";
  const releases = perspective.split(",").filter((layer) => layer !== "drafts");
  return `Preview: you are seeing ${releases.length > 1 ? "the releases" : "the release"} ${releases.join(", ")} over the drafts.`;
}

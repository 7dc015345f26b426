/**
 * Spec §9. Elements render visible; only those below the fold are hidden after hydration, so
 * nothing hides without JavaScript.
 */

const REVEAL_OFFSET_PX = 80;

export function revealBelowTheFold(root: Document): () => void {
  const win = root.defaultView;
  if (!win || typeof win.IntersectionObserver === "undefined") return () => {};
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};

  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-reveal", "shown");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );

  const viewportBottom = win.innerHeight - REVEAL_OFFSET_PX;
  for (const element of root.querySelectorAll<HTMLElement>(
    '[data-reveal=""], [data-reveal="true"]',
  )) {
    if (element.getBoundingClientRect().top < viewportBottom) continue;
    element.setAttribute("data-reveal", "pending");
    observer.observe(element);
  }
  return () => observer.disconnect();
}

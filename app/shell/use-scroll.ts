import { useEffect, useState } from "react";

/** Calls `onScroll(y, previousY)` at most once per frame. */
function subscribeToScroll(onScroll: (y: number, previousY: number) => void): () => void {
  let previous = window.scrollY;
  let frame = 0;
  const handler = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const y = window.scrollY;
      onScroll(y, previous);
      previous = y;
    });
  };
  window.addEventListener("scroll", handler, { passive: true });
  return () => {
    window.removeEventListener("scroll", handler);
    cancelAnimationFrame(frame);
  };
}

/** True once the page is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(window.scrollY > threshold);
    return subscribeToScroll((y) => setPast(y > threshold));
  }, [threshold]);
  return past;
}

/**
 * A move shorter than this is not a direction: the browser's scroll anchoring nudges the page by a
 * pixel when something above the viewport settles.
 */
const SCROLL_DIRECTION_MIN_PX = 4;

/** True while the page is scrolled past `threshold` and the last scroll went up. */
export function useScrollingUpPast(threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let anchor = window.scrollY;
    return subscribeToScroll((y) => {
      if (y <= threshold) {
        setVisible(false);
        anchor = y;
      } else if (y <= anchor - SCROLL_DIRECTION_MIN_PX) {
        setVisible(true);
        anchor = y;
      } else if (y >= anchor + SCROLL_DIRECTION_MIN_PX) {
        setVisible(false);
        anchor = y;
      }
    });
  }, [threshold]);
  return visible;
}

import { useEffect, useState } from "react";

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

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(window.scrollY > threshold);
    return subscribeToScroll((y) => setPast(y > threshold));
  }, [threshold]);
  return past;
}

/** Scroll anchoring nudges the page by a pixel when something above settles: not a direction. */
const SCROLL_DIRECTION_MIN_PX = 4;

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

/**
 * Scripts start after the first paint (decision 0030). Inlined via Function#toString: it must not
 * refer to anything outside its body.
 */

export const HELD_PRELOAD_REL = "held-modulepreload";
export const HELD_MODULE_TYPE = "text/held-module";
export const MAIN_IMAGE_WAIT_MS = 3_000;

export function startAfterFirstPaint(
  win: Window,
  preloadRel: string,
  moduleType: string,
  mainImageWaitMs: number,
): void {
  const doc = win.document;
  let started = false;

  // Whole only once something follows it: a copy of half a script is a syntax error.
  const heldScript = () => doc.querySelector<HTMLScriptElement>(`script[type="${moduleType}"]`);
  const isWhole = (held: HTMLScriptElement) =>
    held.nextSibling !== null || doc.readyState !== "loading";

  const start = (): void => {
    const held = heldScript();
    if (started || !held) return;
    if (!isWhole(held)) {
      win.setTimeout(start, 50);
      return;
    }
    started = true;
    for (const link of Array.from(doc.querySelectorAll(`link[rel="${preloadRel}"]`))) {
      const preload = doc.createElement("link");
      preload.rel = "modulepreload";
      preload.href = link.getAttribute("href") ?? "";
      doc.head.append(preload);
    }
    const script = doc.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    doc.body.append(script);
  };

  // Fetches begin once the first contentful paint is on screen (or after a second's frames).
  const afterNextPaint = (): void => {
    let frames = 0;
    const onPaintFrame = (): void => {
      const paint = win.performance?.getEntriesByName?.("first-contentful-paint");
      frames += 1;
      if (!paint || paint.length > 0 || frames > 60) win.setTimeout(start, 0);
      else win.requestAnimationFrame(onPaintFrame);
    };
    win.requestAnimationFrame(onPaintFrame);
  };
  // The main image gets the network first: on a slow line it is what the visitor waits for.
  const afterMainImages = (): void => {
    const pending = Array.from(
      doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    ).filter((image) => !image.complete);
    if (pending.length === 0) {
      afterNextPaint();
      return;
    }
    let left = pending.length;
    const settled = (): void => {
      left -= 1;
      if (left === 0) afterNextPaint();
    };
    for (const image of pending) {
      image.addEventListener("load", settled, { once: true });
      image.addEventListener("error", settled, { once: true });
    }
    win.setTimeout(start, mainImageWaitMs);
  };
  let waiting = false;
  const onFrame = (): void => {
    if (started || waiting) return;
    const held = heldScript();
    if (held && isWhole(held)) {
      waiting = true;
      win.setTimeout(afterMainImages, 0);
    } else win.requestAnimationFrame(onFrame);
  };
  win.requestAnimationFrame(onFrame);
  // A background tab paints no frames.
  doc.addEventListener("DOMContentLoaded", () => {
    if (doc.visibilityState === "hidden") start();
  });
}

export function startAfterPaintScript(): string {
  const args = [
    JSON.stringify(HELD_PRELOAD_REL),
    JSON.stringify(HELD_MODULE_TYPE),
    MAIN_IMAGE_WAIT_MS,
  ].join(", ");
  return `(${startAfterFirstPaint.toString()})(window, ${args});`;
}

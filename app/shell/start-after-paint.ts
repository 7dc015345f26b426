/**
 * The application's scripts start after the first paint (decision 0030).
 *
 * React Router's `<Scripts>` asks for every module at once: module preloads in <head> and an inline
 * module script whose imports load the route's chunks. The browser fetches them at high priority
 * while the page is still being painted, and a phone on a slow network waits for about 130 KB of
 * JavaScript before it sees text that was already in the HTML. The server
 * (`app/lib/hold-scripts.server.ts`) hands both over inert: the preloads as
 * `rel="${HELD_PRELOAD_REL}"`, the inline script as `type="${HELD_MODULE_TYPE}"`. This script,
 * inlined in <head>, waits until that inline script has been parsed, the page's main image (if any)
 * has arrived and a frame has been painted, then asks for the preloads and runs a copy of the
 * module script (same text, so the same nonce or hash admits it).
 *
 * Nothing is lost without JavaScript, and the forms post natively until the application has
 * started. It runs as an inline script, serialised with Function#toString: it must not refer to
 * anything outside its own body.
 */

export const HELD_PRELOAD_REL = "held-modulepreload";
export const HELD_MODULE_TYPE = "text/held-module";
/** How long the application waits for the page's main image at most. */
export const MAIN_IMAGE_WAIT_MS = 3_000;

export function startAfterFirstPaint(
  win: Window,
  preloadRel: string,
  moduleType: string,
  mainImageWaitMs: number,
): void {
  const doc = win.document;
  let started = false;

  // The held script is in the document as soon as its start tag is parsed, while its text may still
  // be arriving: whole only once something follows it (or the document is parsed). A copy of half a
  // script is a syntax error, and no start.
  const heldScript = () => doc.querySelector<HTMLScriptElement>(`script[type="${moduleType}"]`);
  const isWhole = (held: HTMLScriptElement) =>
    held.nextSibling !== null || doc.readyState !== "loading";

  const start = (): void => {
    const held = heldScript();
    if (started || !held) return;
    if (!isWhole(held)) {
      // Asked while its text is still arriving (the main image's wait ran out): shortly.
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

  // Once the browser reports the first contentful paint (checked each frame; a browser without
  // paint timing, or a page that paints nothing, after a second's worth of frames), one task later:
  // fetches begin once it is on screen.
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
  // The page's main image (the one marked fetchpriority="high") gets the network to itself first:
  // on a slow line it is what the visitor waits for.
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
  // Each frame until the held module script is in the document, whole.
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
  // A tab opened in the background paints no frames: start once it is parsed.
  doc.addEventListener("DOMContentLoaded", () => {
    if (doc.visibilityState === "hidden") start();
  });
}

/** Source of the inline <head> script. */
export function startAfterPaintScript(): string {
  const args = [
    JSON.stringify(HELD_PRELOAD_REL),
    JSON.stringify(HELD_MODULE_TYPE),
    MAIN_IMAGE_WAIT_MS,
  ].join(", ");
  return `(${startAfterFirstPaint.toString()})(window, ${args});`;
}

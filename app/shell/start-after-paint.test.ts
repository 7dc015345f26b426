// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  HELD_MODULE_TYPE,
  HELD_PRELOAD_REL,
  MAIN_IMAGE_WAIT_MS,
  startAfterFirstPaint,
  startAfterPaintScript,
} from "./start-after-paint";

/** A window whose frames and timers run only when the test says so. */
function controlledWindow(paints?: PerformanceEntry[]) {
  let frames: FrameRequestCallback[] = [];
  let timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const win = {
    document,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    performance: paints ? { getEntriesByName: () => paints } : undefined,
  } as unknown as Window;
  return {
    win,
    /** One frame (its callbacks), then the tasks due by then. */
    frame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback(now);
      this.tasks(0);
    },
    tasks(ms: number) {
      now += ms;
      for (;;) {
        const next = timers.find((timer) => timer.at <= now);
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        next.run();
      }
    },
  };
}

function heldPage(image?: "pending" | "loaded") {
  document.head.innerHTML = `<link rel="${HELD_PRELOAD_REL}" href="/assets/entry-A.js">`;
  document.body.innerHTML = `${
    image ? '<img fetchpriority="high" src="/hero.jpg" alt="">' : ""
  }<script type="${HELD_MODULE_TYPE}" nonce="n0nce">import("/assets/entry-A.js");</script>`;
  const img = document.querySelector("img");
  if (img) Object.defineProperty(img, "complete", { value: image === "loaded" });
  return img;
}

const started = () => document.querySelector('script[type="module"]') as HTMLScriptElement | null;

describe("startAfterFirstPaint", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("runs a copy of the held module script, after a painted frame, with its preloads", () => {
    const clock = controlledWindow();
    startAfterFirstPaint(clock.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
    clock.frame(); // the page is not parsed that far yet
    expect(started()).toBeNull();
    heldPage();
    clock.frame(); // sees the held script
    clock.frame(); // the frame that paints, then the start
    const script = started();
    expect(script?.textContent).toBe('import("/assets/entry-A.js");');
    expect(script?.nonce).toBe("n0nce");
    const preload = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(preload?.getAttribute("href")).toBe("/assets/entry-A.js");
    clock.frame();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("waits for the browser to report the first contentful paint", () => {
    const paints: PerformanceEntry[] = [];
    const clock = controlledWindow(paints);
    heldPage();
    startAfterFirstPaint(clock.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
    for (let frame = 0; frame < 5; frame++) clock.frame();
    expect(started()).toBeNull();
    paints.push({ name: "first-contentful-paint" } as PerformanceEntry);
    clock.frame();
    expect(started()).not.toBeNull();
  });

  it("lets the page's main image arrive first, and waits for it no longer than the limit", () => {
    const clock = controlledWindow();
    const image = heldPage("pending");
    startAfterFirstPaint(clock.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
    clock.frame();
    clock.frame();
    expect(started()).toBeNull();
    image?.dispatchEvent(new Event("load"));
    clock.frame();
    expect(started()).not.toBeNull();

    document.querySelector('script[type="module"]')?.remove();
    const slow = controlledWindow();
    heldPage("pending");
    startAfterFirstPaint(slow.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
    slow.frame();
    slow.tasks(MAIN_IMAGE_WAIT_MS - 1);
    expect(started()).toBeNull();
    slow.tasks(1);
    expect(started()).not.toBeNull();
  });

  it("copies the held script only once its text has all arrived (nothing parsed after it yet: not whole)", () => {
    const loading = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    try {
      const clock = controlledWindow();
      const image = heldPage("pending");
      // The stream has stopped halfway through the script's text.
      const held = document.querySelector(
        `script[type="${HELD_MODULE_TYPE}"]`,
      ) as HTMLScriptElement;
      held.textContent = 'import("/assets/ent';
      startAfterFirstPaint(clock.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
      for (let frame = 0; frame < 5; frame++) clock.frame();
      image?.dispatchEvent(new Event("load"));
      clock.tasks(MAIN_IMAGE_WAIT_MS);
      expect(started()).toBeNull();
      // The rest arrives, and what follows the script.
      held.textContent = 'import("/assets/entry-A.js");';
      held.after(document.createElement("div"));
      clock.frame();
      clock.frame();
      clock.tasks(MAIN_IMAGE_WAIT_MS);
      expect(started()?.textContent).toBe('import("/assets/entry-A.js");');
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    } finally {
      loading.mockRestore();
    }
  });

  it("starts a tab opened in the background (no frames) once it is parsed", () => {
    const clock = controlledWindow();
    heldPage();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      startAfterFirstPaint(clock.win, HELD_PRELOAD_REL, HELD_MODULE_TYPE, MAIN_IMAGE_WAIT_MS);
      expect(started()).toBeNull();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(started()).not.toBeNull();
    } finally {
      visibility.mockRestore();
    }
  });

  it("is a self-contained script for the page's head", () => {
    const source = startAfterPaintScript();
    expect(source).toContain(JSON.stringify(HELD_MODULE_TYPE));
    expect(() => new Function(source)).not.toThrow();
  });
});

import { performance } from "node:perf_hooks";
import { ALL_PAGES } from "../app/route-table.ts";
import { CONTENT_IMAGES_PATH } from "./content-images.ts";
import type { PageFill } from "./page-cache.ts";

/**
 * Pictures ready before the first visitor (decision 0058): at start and after each publish, the
 * front pages are read as a visitor gets them and every rendition their `<img>`s name (src and
 * srcset) is made ahead, unless it is kept already. The URLs come from the pages themselves, so the
 * widths and crops are the ones `<ContentImage>` writes, with no second list. One rendition at a
 * time, only while the image route has nothing else to encode (image-cache.ts `makeAhead`).
 */

/** What browsers send for an `<img>`: `auto=format` answers them AVIF, so AVIF is what is made. */
export const BROWSER_IMAGE_ACCEPT =
  "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/** The front door in every language; other pages' renditions are made when first asked for. */
export const PAGES_AHEAD: readonly string[] = ALL_PAGES.filter(
  (entry) => entry.baseId === "home",
).map((entry) => entry.path);

/** At most this many renditions a run, however many the pages name: its work stays bounded. */
const MAX_URLS_PER_RUN = 500;

/** A burst of publishes makes one run. */
const PUBLISH_SETTLE_MS = 1000;

/** A page that could not be read (a dependency slow at start) is tried again, twice as late each time. */
const RETRY_MS = 15_000;
const RETRIES = 3;

export interface RenditionsAheadOptions {
  pages: readonly string[];
  /** The page's HTML as an anonymous visitor gets it; throws when it cannot be had. */
  readPage(path: string): Promise<string>;
  /** Makes the rendition `url` names unless it is kept or being made (content-images.ts `makeAhead`). */
  make(url: string): Promise<"made" | "kept">;
  settleMs?: number;
  retryMs?: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

interface RenditionsAheadRun {
  /** Read, of `pages`. */
  read: number;
  pages: number;
  made: number;
  kept: number;
  failed: number;
  ms: number;
}

export interface RenditionsAhead {
  /** Reads the pages and makes what they name, soon; never waited for. */
  start(): void;
  /** Content changed: reads the pages again (once for a burst) and makes only what is new. */
  publish(): void;
  /** Resolves when no run is under way or due. */
  idle(): Promise<void>;
  stop(): void;
  readonly last: RenditionsAheadRun | undefined;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&#x27;": "'",
  "&#39;": "'",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
};

const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|#x27|#39|quot|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** A srcset's URLs, read as browsers do: a URL may hold commas (`rect=0,75,600,450`). */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    const url = /^\S+/.exec(rest)?.[0];
    if (!url) return urls;
    rest = rest.slice(url.length);
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    urls.push(url);
    // Descriptors ("640w", "2x") up to the next comma.
    rest = rest.replace(/^[^,]*/, "");
  }
}

/** The image route's URLs a page's `<img>`, `<source>` and image preloads name, each once. */
export function pictureUrls(html: string): string[] {
  const urls = new Set<string>();
  const prefix = `${CONTENT_IMAGES_PATH}/`;
  for (const [tag] of html.matchAll(/<(?:img|source|link)\b[^>]*>/gi)) {
    for (const [, name, value] of tag.matchAll(/\s(src|srcset|imagesrcset|href)="([^"]*)"/gi)) {
      const text = decodeAttribute(value ?? "");
      const candidates = /srcset$/i.test(name ?? "") ? srcsetUrls(text) : [text.trim()];
      for (const url of candidates) if (url.startsWith(prefix)) urls.add(url);
    }
  }
  return [...urls];
}

/** Pages read over the loopback as an anonymous visitor gets them (the page cache's own way). */
export function pageReader(fill: PageFill): RenditionsAheadOptions["readPage"] {
  return async (url) => {
    const page = await fill({ url, host: "localhost", forwardedFor: "127.0.0.1" });
    if (page.status !== 200) throw new Error(`it answered ${page.status}`);
    return page.body.toString("utf8");
  };
}

export function createRenditionsAhead(options: RenditionsAheadOptions): RenditionsAhead {
  const log = options.log ?? ((line) => console.log(line));
  const warn = options.warn ?? ((line) => console.warn(line));
  let stopped = false;
  let due = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let last: RenditionsAheadRun | undefined;
  let waiters: Array<() => void> = [];
  let retries = 0;

  async function urlsOfPages(run: RenditionsAheadRun): Promise<string[]> {
    const urls = new Set<string>();
    for (const page of options.pages) {
      if (stopped) break;
      try {
        for (const url of pictureUrls(await options.readPage(page))) urls.add(url);
        run.read += 1;
      } catch (error) {
        warn(`Pictures ahead: ${page} could not be read: ${String(error)}`);
      }
    }
    return [...urls].slice(0, MAX_URLS_PER_RUN);
  }

  async function runOnce(): Promise<void> {
    const started = performance.now();
    const run: RenditionsAheadRun = {
      read: 0,
      pages: options.pages.length,
      made: 0,
      kept: 0,
      failed: 0,
      ms: 0,
    };
    for (const url of await urlsOfPages(run)) {
      if (stopped) return;
      try {
        run[await options.make(url)] += 1;
      } catch (error) {
        run.failed += 1;
        if (run.failed === 1) warn(`Pictures ahead: ${url} could not be made: ${String(error)}`);
      }
    }
    run.ms = Math.round(performance.now() - started);
    last = run;
    log(
      `Pictures ahead: ${run.made} renditions made, ${run.kept} kept, ${run.failed} failed for ${run.read} of ${run.pages} pages in ${run.ms} ms`,
    );
    if (run.read === run.pages) retries = 0;
    else if (retries < RETRIES && !timer && !due)
      schedule((options.retryMs ?? RETRY_MS) * 2 ** retries++);
  }

  function settle() {
    if (running || timer || due) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  }

  function begin() {
    timer = undefined;
    if (stopped) return settle();
    if (running) {
      due = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => warn(`Pictures ahead: the run failed: ${String(error)}`))
      .finally(() => {
        running = undefined;
        if (due && !stopped) {
          due = false;
          begin();
        } else {
          due = false;
          settle();
        }
      });
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(begin, delayMs);
    timer.unref();
  }

  return {
    start: () => schedule(0),
    publish: () => schedule(options.settleMs ?? PUBLISH_SETTLE_MS),
    idle() {
      if (!running && !timer && !due) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      settle();
    },
    get last() {
      return last;
    },
  };
}

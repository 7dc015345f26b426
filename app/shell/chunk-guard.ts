/**
 * Chunk guard (spec §8). Inlined in <head> via Function#toString: it must not refer to anything
 * outside its body.
 */

export const CHUNK_TIMEOUT_MS = 120_000;
const CHUNK_ERROR_NAME = "ChunkLoadError";

interface GuardWindow extends Window {
  __portalHydrated?: boolean;
  __portalChunkGuard?: { report: (chunk: string) => void };
}

/** Returns a function that removes it (for tests). */
export function installChunkGuard(win: Window, timeoutMs: number): () => void {
  const w = win as GuardWindow;
  if (w.__portalChunkGuard) return () => {};
  const doc = w.document;
  let shown = false;

  const nameOf = (url: string): string => {
    try {
      return new URL(url, w.location.href).pathname;
    } catch {
      return String(url);
    }
  };

  const show = (chunk: string): void => {
    if (shown) return;
    shown = true;
    const render = (): void => {
      const box = doc.createElement("div");
      box.className = "chunk-error";
      box.setAttribute("role", "alert");
      box.setAttribute("data-chunk", chunk);
      const title = doc.createElement("strong");
      title.textContent = "Part of this page could not be loaded.";
      const text = doc.createElement("p");
      text.append("The file ");
      const code = doc.createElement("code");
      code.textContent = chunk;
      text.append(
        code,
        " did not arrive. This usually happens right after we publish an update, and a reload fixes it.",
      );
      const button = doc.createElement("button");
      button.type = "button";
      button.textContent = "Reload page";
      button.addEventListener("click", () => w.location.reload());
      box.append(title, text, button);
      doc.body.append(box);
      button.focus();
    };
    if (doc.body) render();
    else doc.addEventListener("DOMContentLoaded", render, { once: true });
  };

  const onError = (event: Event): void => {
    const target = event.target as Element | null;
    if (!target || target === (w as unknown as Element)) return;
    if (target.tagName === "SCRIPT" && (target as HTMLScriptElement).src) {
      show(nameOf((target as HTMLScriptElement).src));
    } else if (
      target.tagName === "LINK" &&
      /\b(stylesheet|modulepreload)\b/.test((target as HTMLLinkElement).rel)
    ) {
      show(nameOf((target as HTMLLinkElement).href));
    }
  };
  w.addEventListener("error", onError, true);

  // The router's reload on a missing module loops; an error shows the boundary and a reload button
  // instead.
  const con = (w as unknown as { console: Console }).console;
  const originalError = con.error;
  con.error = function (this: Console, ...args: unknown[]) {
    originalError.apply(this, args);
    const match =
      typeof args[0] === "string" ? /^Error loading route module `([^`]+)`/.exec(args[0]) : null;
    if (match?.[1]) {
      const chunk = nameOf(match[1]);
      show(chunk);
      const error = new Error(`The file ${chunk} could not be loaded.`);
      error.name = "ChunkLoadError";
      throw error;
    }
  };

  const timer = w.setTimeout(() => {
    if (w.__portalHydrated) return;
    const loaded = new Set(w.performance.getEntriesByType("resource").map((entry) => entry.name));
    const expected = Array.from(
      doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
    ).map((link) => link.href);
    const pending = expected.find((href) => !loaded.has(href));
    show(pending ? nameOf(pending) : "the application script");
  }, timeoutMs);

  w.__portalChunkGuard = { report: (chunk: string) => show(nameOf(chunk)) };

  return () => {
    w.removeEventListener("error", onError, true);
    con.error = originalError;
    w.clearTimeout(timer);
    delete w.__portalChunkGuard;
  };
}

export function chunkGuardScript(timeoutMs = CHUNK_TIMEOUT_MS): string {
  return `(${installChunkGuard.toString()})(window, ${Number(timeoutMs)});`;
}

export function markHydrated(win: Window): void {
  (win as GuardWindow).__portalHydrated = true;
}

export function reportSlowChunk(win: Window, chunk: string): void {
  (win as GuardWindow).__portalChunkGuard?.report(chunk);
}

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === CHUNK_ERROR_NAME;
}

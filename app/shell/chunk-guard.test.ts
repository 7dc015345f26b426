// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chunkGuardScript, installChunkGuard, isChunkLoadError, markHydrated } from "./chunk-guard";

function alertBox(): HTMLElement | null {
  return document.querySelector('[role="alert"].chunk-error');
}

describe("chunk guard", () => {
  const originalError = console.error;
  let uninstall: () => void = () => {};
  const install = () => {
    uninstall = installChunkGuard(window, 120_000);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    delete (window as { __portalHydrated?: boolean }).__portalHydrated;
  });

  afterEach(() => {
    uninstall();
    console.error = originalError;
    vi.useRealTimers();
  });

  it("names a stylesheet that failed to load and offers a reload", () => {
    install();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/app-1234.css";
    document.head.append(link);
    link.dispatchEvent(new Event("error"));
    expect(alertBox()?.querySelector("code")?.textContent).toBe("/assets/app-1234.css");
    const button = alertBox()?.querySelector("button");
    expect(button?.textContent).toBe("Reload page");
    expect(document.activeElement).toBe(button);
  });

  it("names a script that failed to load", () => {
    install();
    const script = document.createElement("script");
    script.src = "https://example.test/assets/blog-99.js";
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(alertBox()?.dataset.chunk).toBe("/assets/blog-99.js");
  });

  it("ignores errors that are not about chunks", () => {
    install();
    window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));
    const img = document.createElement("img");
    document.body.append(img);
    img.dispatchEvent(new Event("error"));
    expect(alertBox()).toBeNull();
  });

  it("stops React Router's reload loop and names the route module", () => {
    console.error = vi.fn();
    install();
    let thrown: unknown;
    try {
      console.error("Error loading route module `/assets/about-abc.js`, reloading page...");
    } catch (error) {
      thrown = error;
    }
    expect(isChunkLoadError(thrown)).toBe(true);
    expect(alertBox()?.dataset.chunk).toBe("/assets/about-abc.js");
  });

  it("still logs ordinary errors and does not throw for them", () => {
    const logged = vi.fn();
    console.error = logged;
    install();
    expect(() => console.error("something else")).not.toThrow();
    expect(logged).toHaveBeenCalledWith("something else");
    expect(alertBox()).toBeNull();
  });

  it("after the time-out, names the first chunk that has not arrived", () => {
    const preload = document.createElement("link");
    preload.rel = "modulepreload";
    preload.href = "/assets/entry.client-1.js";
    document.head.append(preload);
    install();
    vi.advanceTimersByTime(119_999);
    expect(alertBox()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(alertBox()?.dataset.chunk).toBe("/assets/entry.client-1.js");
  });

  it("says nothing after the time-out when the application started", () => {
    install();
    markHydrated(window);
    vi.advanceTimersByTime(120_000);
    expect(alertBox()).toBeNull();
  });

  it("installs once, however often it runs", () => {
    install();
    const second = installChunkGuard(window, 120_000);
    second();
    const script = document.createElement("script");
    script.src = "/assets/a.js";
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(document.querySelectorAll(".chunk-error")).toHaveLength(1);
  });

  it("shows one message, however many chunks fail", () => {
    install();
    for (const name of ["a", "b"]) {
      const script = document.createElement("script");
      script.src = `/assets/${name}.js`;
      document.body.append(script);
      script.dispatchEvent(new Event("error"));
    }
    expect(document.querySelectorAll(".chunk-error")).toHaveLength(1);
  });

  it("serialises into a self-contained inline script with the spec's 120 s", () => {
    const source = chunkGuardScript();
    expect(source).toMatch(/^\(function installChunkGuard/);
    expect(source.endsWith("(window, 120000);")).toBe(true);
    // Runs on its own, as the inline <head> script does.
    new Function(source)();
    uninstall = () => {
      // The inline script keeps no handle; a second install is a no-op, so remove it by hand.
      delete (window as { __portalChunkGuard?: unknown }).__portalChunkGuard;
    };
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = "/assets/x.js";
    document.head.append(link);
    link.dispatchEvent(new Event("error"));
    expect(alertBox()?.dataset.chunk).toBe("/assets/x.js");
  });
});

import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { CHUNK_TIMEOUT_MS, reportSlowChunk } from "./chunk-guard";
import { revealBelowTheFold } from "./scroll-reveal";
import { pendingRouteModules } from "./slow-navigation";

/** Behaviour every page shares (spec §2 General behaviour). */
export function useShellEffects(): void {
  const location = useLocation();
  const navigation = useNavigation();

  // Right-clicking is blocked everywhere.
  useEffect(() => {
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("contextmenu", block);
    return () => document.removeEventListener("contextmenu", block);
  }, []);

  // Scroll-reveal for what each new page renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again for every new page
  useEffect(() => revealBelowTheFold(document), [location.key]);

  // Last of the start-up effects: tells tests (and curious people) that the page is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // A client-side navigation still waiting on a route chunk after the time-out.
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => {
      const [pending] = pendingRouteModules(window, target);
      if (pending) reportSlowChunk(window, pending);
    }, CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
}

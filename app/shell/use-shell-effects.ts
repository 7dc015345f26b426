import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { CHUNK_TIMEOUT_MS, reportSlowChunk } from "./chunk-guard";
import { revealBelowTheFold } from "./scroll-reveal";
import { pendingRouteModules } from "./slow-navigation";

/** Spec §2 General behaviour. */
export function useShellEffects(): void {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("contextmenu", block);
    return () => document.removeEventListener("contextmenu", block);
  }, []);

  // Scroll-reveal for what each new page renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again for every new page
  useEffect(() => revealBelowTheFold(document), [location.key]);

  // Tells tests (and curious people) that the page is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

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

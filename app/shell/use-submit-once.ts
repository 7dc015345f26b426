import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * One submit at a time: marked on a valid submit, before React re-renders, so a double click cannot
 * send twice; free again once the router is idle (the answer arrived and the page's data reloaded).
 */
export function useSubmitOnce() {
  const navigation = useNavigation();
  const inFlight = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state]);
  return {
    /** A submit is already on its way: drop this one. */
    isSending: () => inFlight.current,
    markSent: () => {
      inFlight.current = true;
    },
  };
}

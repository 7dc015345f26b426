import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/** Marked before React re-renders, so a double click cannot send twice. */
export function useSubmitOnce() {
  const navigation = useNavigation();
  const inFlight = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state]);
  return {
    isSending: () => inFlight.current,
    markSent: () => {
      inFlight.current = true;
    },
  };
}

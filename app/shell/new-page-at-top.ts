import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Spec §2: a form's answer on another page starts at the top, even after `preventScrollReset`
 * (decision 0045).
 */
export function useNewPageAtTop(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const sentFrom = useRef<string | null>(null);
  if (navigation.state === "submitting" && sentFrom.current === null) {
    sentFrom.current = location.pathname;
  }

  useEffect(() => {
    const from = sentFrom.current;
    if (from === null || navigation.state !== "idle") return;
    sentFrom.current = null;
    if (location.pathname !== from) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [navigation.state, location.pathname]);
}

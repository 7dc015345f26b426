import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Spec §2: every route change scrolls to the top. React Router's <ScrollRestoration> does it for
 * links, and restores positions on back and forward; but a form that asks to keep its place
 * (`preventScrollReset`, for an answer shown beside it) keeps it through the redirect that follows
 * a success too, and the next page then opens scrolled halfway down. Here a form's answer that
 * lands on another page starts at the top; an answer on the same page (a refusal beside the form, a
 * filter) stays where it is (decision 0045).
 */
export function useNewPageAtTop(): void {
  const location = useLocation();
  const navigation = useNavigation();
  // The page a form was sent from, while its answer is on the way.
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

import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useT } from "~/i18n/use-translation";

/** Under this, a page or an answer arrives before a bar would be worth showing. */
const SHOW_AFTER_MS = 300;

export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [shown, setShown] = useState(false);
  const t = useT();

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  const words = t(navigation.state === "submitting" ? "progress.sending" : "progress.loading");
  return (
    <>
      <div className="navigation-progress" data-shown={shown} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {shown ? words : ""}
      </p>
    </>
  );
}

import { useT } from "~/i18n/use-translation";
import { ArrowUpIcon } from "./icons";
import { useScrollingUpPast } from "./use-scroll";

const SCROLL_TOP_THRESHOLD_PX = 200;

export function ScrollTopButton() {
  const visible = useScrollingUpPast(SCROLL_TOP_THRESHOLD_PX);
  const t = useT();
  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible}
      aria-label={t("scrollTop.label")}
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}

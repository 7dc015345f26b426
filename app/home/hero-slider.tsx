import { useRef, useState } from "react";
import { DEFAULT_LANGUAGE, type Language } from "#contract/languages.ts";
import type { Slide, SlideWords } from "#contract/wire.ts";
import { SafeLink } from "~/content/safe-link";
import { LanguageNotice } from "~/i18n/other-language";
import { useLanguage, useLocalHref, useT } from "~/i18n/use-translation";
import { webHref } from "~/lib/href";

/** A slide's words in the page's language where staff gave them, else its English ones. */
function wordsIn(slide: Slide, language: Language): SlideWords & { language: Language } {
  const own = slide.translations[language];
  return own ? { ...own, language } : { ...slide, language: DEFAULT_LANGUAGE };
}

/**
 * The home slider (api/homesliders/): a horizontally scrolling strip with snap points, so it works
 * by touch, trackpad and keyboard without scripts; with scripts, previous/next buttons move one
 * slide. It never moves on its own (WCAG 2.2.2).
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const t = useT();
  const language = useLanguage();
  const localHref = useLocalHref();
  if (slides.length === 0) return null;

  const show = (index: number) => {
    const next = (index + slides.length) % slides.length;
    const element = track.current?.children[next] as HTMLElement | undefined;
    element?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
    setCurrent(next);
  };

  return (
    <section className="slider" aria-roledescription="carousel" aria-label={t("slider.label")}>
      <ul
        className="slider__track"
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t("slider.track")}
        onScroll={(event) => {
          const element = event.currentTarget;
          const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
          if (index !== current) setCurrent(Math.min(slides.length - 1, Math.max(0, index)));
        }}
      >
        {slides.map((slide, index) => {
          const words = wordsIn(slide, language);
          // Not translated: shown in English, marked so (decision 0053).
          const other = words.language === language ? undefined : words.language;
          return (
            <li
              key={slide.id}
              className="slider__slide"
              aria-roledescription="slide"
              aria-label={t("slider.position", { index: index + 1, count: slides.length })}
            >
              <img
                src={webHref(slide.image) ?? undefined}
                alt=""
                width={600}
                height={320}
                className="slider__image"
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
              />
              <div className="slider__caption">
                <div lang={other}>
                  {other ? <LanguageNotice language={other} /> : null}
                  <p className="slider__title">{words.title}</p>
                  {words.subtitle ? <p className="slider__subtitle">{words.subtitle}</p> : null}
                </div>
                <SafeLink
                  href={slide.link ? localHref(slide.link) : null}
                  className="button button--accent"
                  whenUnsafe="nothing"
                >
                  {t("slider.more")}
                  <span className="visually-hidden" lang={other}>
                    : {words.title}
                  </span>
                </SafeLink>
              </div>
            </li>
          );
        })}
      </ul>
      {slides.length > 1 ? (
        <div className="slider__controls">
          <button type="button" className="icon-button" onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("slider.previous")}</span>
          </button>
          <p className="slider__position" aria-live="polite">
            {current + 1} / {slides.length}
          </p>
          <button type="button" className="icon-button" onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("slider.next")}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

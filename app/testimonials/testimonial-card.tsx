import { ContentImage } from "~/content/content-image";
import { useEditMarks } from "~/content/edit-marks";
import type { TESTIMONIALS_QUERY_RESULT } from "~/content/sanity.types";
import { InLanguage, useOtherLanguage } from "~/i18n/other-language";
import { useLanguage, useT } from "~/i18n/use-translation";

export function TestimonialCard({
  testimonial,
}: {
  testimonial: TESTIMONIALS_QUERY_RESULT[number];
}) {
  // The studio allows 1 to 5; content written through the API might not.
  const rating = Math.min(5, Math.max(0, Math.round(testimonial.rating ?? 0)));
  const mark = useEditMarks();
  const t = useT();
  const page = useLanguage();
  // The rating is the page's own words, also inside a testimonial in another language.
  const ratingLanguage = useOtherLanguage(testimonial.language) ? page : undefined;
  return (
    <InLanguage as="figure" language={testimonial.language} className="testimonial" data-reveal="">
      <p className="testimonial__rating" lang={ratingLanguage}>
        <span aria-hidden="true">
          {"★".repeat(rating)}
          {"☆".repeat(5 - rating)}
        </span>
        <span className="visually-hidden">{t("testimonial.rated", { rating })}</span>
      </p>
      <blockquote className="testimonial__quote">
        <p {...mark("quote", "testimonial", testimonial._id)}>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        {testimonial.photo ? (
          <ContentImage
            image={testimonial.photo}
            aspect={1}
            sizes="56px"
            className="testimonial__photo"
          />
        ) : null}
        <span>
          <strong>{testimonial.name}</strong>
          <span className="testimonial__role">
            {[testimonial.role, testimonial.location].filter(Boolean).join(", ")}
          </span>
        </span>
      </figcaption>
    </InLanguage>
  );
}

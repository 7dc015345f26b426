import { Link, useNavigation } from "react-router";
import { HeroSlider } from "~/home/hero-slider";
import type { CatalogueView } from "./catalogue-view";
import { CategoryFilter } from "./category-filter";
import { CourseCard } from "./course-card";
import { COURSES_PATH, courseListPath } from "./links";

function countLine(count: number, category: string | null): string {
  const courses = `${count} ${count === 1 ? "course" : "courses"}`;
  return category ? `${courses} in ${category}` : `${courses} in all categories`;
}

/**
 * The catalogue: the PMT sliders, the category filter and the course cards. While the next list
 * loads (a filter chosen), the list says it is busy.
 */
export function CourseCatalogue({ view }: { view: CatalogueView }) {
  const { slides, categories, selected, listings } = view;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === COURSES_PATH &&
    !navigation.location.search.includes("course=");
  const heading = selected ? `${selected.name} courses` : "All courses";

  return (
    <>
      {slides.length > 0 ? (
        <div className="container course-slider">
          <HeroSlider slides={slides} />
        </div>
      ) : null}
      <section className="container section course-catalogue" aria-labelledby="courses-title">
        <h2 id="courses-title">{heading}</h2>
        <CategoryFilter categories={categories} selected={selected?.id ?? null} />
        <p className="course-catalogue__count" role="status">
          {loading ? "Loading courses…" : countLine(listings.length, selected?.name ?? null)}
        </p>
        <div className="course-catalogue__list" aria-busy={loading || undefined}>
          {listings.length > 0 ? (
            <ul className="course-grid">
              {listings.map((listing, index) => (
                <li key={listing.course.id}>
                  <CourseCard
                    listing={listing}
                    category={selected?.id ?? null}
                    eager={index < 3 && slides.length === 0}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="course-empty">
              <p>
                {selected
                  ? `There are no ${selected.name} courses open for enrolment just now.`
                  : "There are no courses open for enrolment just now."}{" "}
                New batches are announced here first.
              </p>
              {selected ? (
                <Link className="button button--ghost" to={courseListPath(null)}>
                  See all courses
                </Link>
              ) : (
                <Link className="button button--ghost" to="/contact">
                  Ask us about the next batch
                </Link>
              )}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

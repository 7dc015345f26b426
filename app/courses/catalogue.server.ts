import type { RouterContextProvider } from "react-router";
import type { Category } from "#contract/wire.ts";
import { idParam, type MemberRequest } from "~/account/member.server";
import { notFound, readOrThrow } from "~/service-api/answers.server";
import type { CatalogueView, CourseView } from "./catalogue-view";
import { standingOf } from "./standing";

/**
 * The data of /pmt-aspirants: the catalogue (sliders, categories, the courses of the chosen
 * category) or, with ?course=, one course. Each view says where the member stands with each course
 * (owned, order pending). Everything is read again on every request: nothing here is cached.
 */

/** ?category= and ?course=: digits or the 404 page; an empty ?category= means all courses. */
function catalogueQuery(url: URL): { category: number | null; course: number | null } {
  const category = url.searchParams.get("category");
  const course = url.searchParams.get("course");
  return {
    category: category === null || category === "" ? null : idParam(category),
    course: course === null ? null : idParam(course),
  };
}

export async function loadCatalogue(
  context: Readonly<RouterContextProvider>,
  url: URL,
  member: MemberRequest,
): Promise<CatalogueView | CourseView> {
  const query = catalogueQuery(url);
  const { api, access } = member;
  if (query.course !== null) {
    const [course, categories, purchases, orders] = await Promise.all([
      api.pmtCourse(query.course),
      api.pmtCategories(access),
      api.myCourses(access),
      api.orders(access),
    ]);
    const found = readOrThrow(course, context, url);
    return {
      view: "course",
      course: found,
      from: chosenCategory(readOrThrow(categories, context, url), query.category),
      standing: standingOf(
        found.id,
        readOrThrow(purchases, context, url),
        readOrThrow(orders, context, url),
      ),
      balance: member.me.abc_coins,
    };
  }

  const [slides, categories, courses, purchases, orders] = await Promise.all([
    api.pmtSliders(),
    api.pmtCategories(access),
    api.pmtCourses(access, query.category ?? undefined),
    api.myCourses(access),
    api.orders(access),
  ]);
  const known = readOrThrow(categories, context, url);
  // Checked here, not left to the service's 400, so an unknown id is always the 404 page.
  const selected = chosenCategory(known, query.category);
  const listed = readOrThrow(courses, context, url);
  const owned = readOrThrow(purchases, context, url);
  const placed = readOrThrow(orders, context, url);
  return {
    view: "list",
    // The sliders are decoration: without them the catalogue still works.
    slides: slides.kind === "ok" && Array.isArray(slides.data) ? slides.data : [],
    categories: known,
    selected,
    listings: listed.map((course) => ({
      course,
      standing: standingOf(course.id, owned, placed),
    })),
  };
}

function chosenCategory(categories: Category[], id: number | null): Category | null {
  if (id === null) return null;
  return categories.find((category) => category.id === id) ?? notFound();
}

import type { Category, Course, Slide } from "#contract/wire.ts";
import type { CourseStanding } from "./standing";

/** What /pmt-aspirants shows: the catalogue, or one course; built on the server, read by the views. */

export interface CourseListing {
  course: Course;
  standing: CourseStanding;
}

export interface CatalogueView {
  view: "list";
  slides: Slide[];
  categories: Category[];
  /** The category in the URL, or null for all courses. */
  selected: Category | null;
  listings: CourseListing[];
}

export interface CourseView {
  view: "course";
  course: Course;
  standing: CourseStanding;
  /** The category the member came from (kept for the way back), if any. */
  from: Category | null;
  /** The member's coin balance, as app/me/ answered for this request. */
  balance: number;
}

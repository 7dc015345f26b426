import { describe, expect, it } from "vitest";
import { courseListPath, coursePath, myCoursePath } from "./links";

describe("course addresses", () => {
  it("keeps the category in the list and the course view", () => {
    expect(courseListPath(null)).toBe("/pmt-aspirants");
    expect(courseListPath(2)).toBe("/pmt-aspirants?category=2");
    expect(coursePath(7)).toBe("/pmt-aspirants?course=7");
    expect(coursePath(7, 2)).toBe("/pmt-aspirants?course=7&category=2");
  });

  it("opens a purchase by its own id", () => {
    expect(myCoursePath(12)).toBe("/my-courses/12");
  });
});

import type { CourseInput } from "../../contract/staff.ts";

/** The course form's lessons box: the form reads it (course-form.server.ts) and the page fills it. */

/** "Title | 45 min | what it covers", one lesson a line. */
export function lessonsOf(lines: string): CourseInput["lessons"] {
  return lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [title = "", duration = "", ...summary] = line.split("|").map((part) => part.trim());
      return { title, duration, summary: summary.join(" | ") };
    });
}

export const lessonsText = (lessons: CourseInput["lessons"]) =>
  lessons.map((lesson) => [lesson.title, lesson.duration, lesson.summary].join(" | ")).join("\n");

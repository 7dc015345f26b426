// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Course, OwnedCourse } from "#contract/wire.ts";
import type { CatalogueView, CourseView } from "./catalogue-view";
import { CourseCatalogue } from "./course-catalogue";
import { CourseDetail } from "./course-detail";
import { LessonList, ResourceList, YourCourses } from "./owned-course";

/** What the course pages show in each state: marks, links, empty states. */

function show(element: ReactNode, path = "/pmt-aspirants") {
  const Stub = createRoutesStub([{ path: "/pmt-aspirants", Component: () => element }]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

const course = (id: number, title: string, category = 1, name = "Biology"): Course => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  category,
  category_name: name,
  summary: `${title} in brief.`,
  description: `${title} in full.`,
  image: `/images/courses/${id}.svg`,
  price: "2499.00",
  coin_price: 30,
  duration: "6 weeks",
  highlights: ["36 live classes", "Weekly doubt-clearing hour"],
});

const BIOLOGY = { id: 1, name: "Biology", slug: "biology" };
const PHYSICS = { id: 3, name: "Physics", slug: "physics" };

function catalogue(overrides: Partial<CatalogueView> = {}): CatalogueView {
  return {
    view: "list",
    slides: [],
    categories: [BIOLOGY, PHYSICS],
    selected: BIOLOGY,
    listings: [
      { course: course(1, "Human Physiology Sprint"), standing: { kind: "open" } },
      { course: course(2, "Genetics Masterclass"), standing: { kind: "owned", purchaseId: 44 } },
      {
        course: course(3, "Plant Physiology"),
        standing: { kind: "pending", orderId: 9, placedAt: "2026-03-01T10:00:00Z" },
      },
    ],
    ...overrides,
  };
}

const cardOf = (title: string) => screen.getByRole("article", { name: title }) as HTMLElement;

describe("the catalogue", () => {
  it("marks the chosen category; All clears it", () => {
    show(<CourseCatalogue view={catalogue()} />, "/pmt-aspirants?category=1");
    const filter = screen.getByRole("navigation", { name: "Course categories" });
    const biology = within(filter).getByRole("link", { name: "Biology" });
    expect(biology.getAttribute("aria-current")).toBe("page");
    expect(biology.getAttribute("href")).toBe("/pmt-aspirants?category=1");
    expect(within(filter).getByRole("link", { name: "Physics" }).hasAttribute("aria-current")).toBe(
      false,
    );
    expect(within(filter).getByRole("link", { name: "All" }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
    expect(screen.getByRole("heading", { name: "Biology courses" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 courses in Biology");
  });

  it("cards: facts in rupees and coins; owned ones open the course, pending ones say so", () => {
    show(<CourseCatalogue view={catalogue()} />);
    const open = cardOf("Human Physiology Sprint");
    expect(within(open).getByRole("link").getAttribute("href")).toBe(
      "/pmt-aspirants?course=1&category=1",
    );
    expect(open.textContent).toContain("₹2,499");
    expect(open.textContent).toContain("30 coins");
    expect(open.textContent).toContain("6 weeks");
    expect(open.querySelector("img")?.getAttribute("src")).toBe("/images/courses/1.svg");
    expect(open.textContent).not.toMatch(/Owned|Order pending/);

    const owned = cardOf("Genetics Masterclass");
    expect(within(owned).getByText("Owned")).toBeTruthy();
    expect(within(owned).getByRole("link").getAttribute("href")).toBe("/my-courses/44");

    expect(within(cardOf("Plant Physiology")).getByText("Order pending")).toBeTruthy();
  });

  it("has an empty state that leads back to all courses", () => {
    show(<CourseCatalogue view={catalogue({ listings: [], selected: PHYSICS })} />);
    expect(screen.getByText(/There are no Physics courses open for enrolment/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all courses" }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows no slider when there are no slides, and one when there are", () => {
    show(<CourseCatalogue view={catalogue()} />);
    expect(screen.queryByRole("region", { name: "Highlights" })).toBeNull();
    cleanup();
    const slide = {
      id: 1,
      title: "20 mocks",
      subtitle: null,
      image: "/s.svg",
      link: null,
      position: 1,
      translations: {},
    };
    show(<CourseCatalogue view={catalogue({ slides: [slide] })} />);
    expect(screen.getByRole("region", { name: "Highlights" }).textContent).toContain("20 mocks");
  });
});

function courseView(
  standing: CourseView["standing"],
  from: CourseView["from"] = BIOLOGY,
): CourseView {
  return {
    view: "course",
    course: course(1, "Human Physiology Sprint"),
    standing,
    from,
    balance: 40,
  };
}

describe("a course", () => {
  it("open: the highlights, the way back to its category, and the Enrol form", () => {
    show(<CourseDetail view={courseView({ kind: "open" })} />);
    expect(screen.getByRole("link", { name: /Back to Biology courses/ }).getAttribute("href")).toBe(
      "/pmt-aspirants?category=1",
    );
    expect(screen.getByText("36 live classes")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enrol" })).toBeTruthy();
    expect(document.querySelector("form")?.getAttribute("action")).toBe(
      "/pmt-aspirants?course=1&category=1",
    );
  });

  it("owned: no form, a link into the course", () => {
    show(<CourseDetail view={courseView({ kind: "owned", purchaseId: 44 }, null)} />);
    expect(screen.queryByRole("button", { name: "Enrol" })).toBeNull();
    expect(screen.getByText("Owned")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open your course" }).getAttribute("href")).toBe(
      "/my-courses/44",
    );
    expect(screen.getByRole("link", { name: /Back to all courses/ }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
  });

  it("pending: no form; the order, and what happens next", () => {
    show(
      <CourseDetail
        view={courseView({ kind: "pending", orderId: 9, placedAt: "2026-03-01T10:00:00Z" })}
      />,
    );
    expect(screen.queryByRole("button", { name: "Enrol" })).toBeNull();
    expect(screen.getByText("Order pending")).toBeTruthy();
    expect(screen.getByText(/Your order #9, placed on 1 March 2026/).textContent).toContain(
      "within one working day",
    );
    expect(screen.getByRole("link", { name: "See My Orders" }).getAttribute("href")).toBe(
      "/my-orders",
    );
  });
});

describe("a purchased course", () => {
  const lessons: OwnedCourse["lessons"] = [
    { title: "Digestion", duration: "75 min", summary: "Enzymes." },
    { title: "Breathing", duration: "70 min", summary: "Volumes." },
  ];

  it("lists the lessons in order with their duration and summary", () => {
    show(<LessonList lessons={lessons} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual([
      "Digestion",
      "Breathing",
    ]);
    expect(items[0]?.textContent).toContain("75 min");
    expect(items[0]?.textContent).toContain("Enzymes.");
  });

  it("links only resources on the web or on this site", () => {
    show(
      <ResourceList
        resources={[
          { title: "Notes", kind: "PDF notes", url: "/downloads/notes.pdf" },
          { title: "Video", kind: "Video", url: "https://videos.example.in/1" },
          { title: "Trap", kind: "PDF notes", url: "javascript:alert(1)" },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Notes" }).getAttribute("href")).toBe(
      "/downloads/notes.pdf",
    );
    const video = screen.getByRole("link", { name: /^Video/ });
    expect(video.textContent).toBe("Video (another website)");
    expect(video.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: "Trap" })).toBeNull();
    expect(screen.getByText("Trap")).toBeTruthy();
  });

  it("has empty states for lessons and resources", () => {
    show(
      <>
        <LessonList lessons={[]} />
        <ResourceList resources={[]} />
      </>,
    );
    expect(screen.getByText(/lessons of this course are being prepared/)).toBeTruthy();
    expect(screen.getByText(/no downloadable resources yet/)).toBeTruthy();
  });

  it("lists all the member's courses, the current one marked", () => {
    const purchase = (id: number, title: string) => ({
      id,
      order: id + 100,
      purchased_at: "2026-03-01T10:00:00Z",
      service: course(id, title),
    });
    show(<YourCourses purchases={[purchase(7, "Sprint"), purchase(8, "Mocks")]} current={8} />);
    const nav = screen.getByRole("navigation", { name: "Your courses" });
    expect(within(nav).getByRole("link", { name: "Mocks" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Sprint" }).getAttribute("href")).toBe(
      "/my-courses/7",
    );
    expect(
      within(nav).getByRole("link", { name: "Browse more courses" }).getAttribute("href"),
    ).toBe("/pmt-aspirants");
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MyCourses } from "~/account/my-courses.server";
import { NO_ACCESS_MESSAGE } from "~/session/access";
import {
  realService,
  recordedSite,
  runRoute,
  signedInCookie,
} from "../../tests/pages/page-harness.ts";
import {
  addOrder,
  backdate,
  grantCourse,
  purchasesOf,
  userRow,
} from "../../tests/pages/service-rows.ts";
import { answerJson, unreachable, withFault } from "../../tests/support/service-faults.ts";
import MyCoursesPage, { loader, NO_COURSES } from "./my-courses";

/** /my-courses on the real service: each state of the page, then the page itself. */

const service = realService("test");
const site = recordedSite(service);
afterEach(cleanup);

/** The paths the site asked the service for, as "/api/orders/". */
const asked = () => site.calls.map((call) => `/${call.split(" ")[1]}`);

const openCourses = (init: { as?: string; cookie?: string } = {}) =>
  runRoute<MyCourses>(loader as never, {
    path: "/my-courses",
    pattern: "/my-courses",
    as: init.as,
    transport: site.transport,
    init: init.cookie ? { headers: { cookie: init.cookie } } : undefined,
  });

const userOf = (email: string) => userRow(service.db, email);
const MY_SERVICES = { method: "GET", path: "api/purchasedservices/my-services/" };

const ASK_PMT = "/contact?subject=Access%20to%20PMT%20Aspirants";

function renderPage(loaderData: MyCourses) {
  const Stub = createRoutesStub([
    {
      id: "my-courses",
      path: "/my-courses",
      loader: () => loaderData,
      Component: MyCoursesPage as never,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={["/my-courses"]} />);
}

describe("/my-courses: a member with pro_pmt", () => {
  it("demo@ sees its purchased course: title, picture, when, and the link to open it", async () => {
    const demo = await userOf("demo@portal.test");
    await backdate(service.db, demo.id, new Date("2025-02-01T10:00:00Z"));
    const { data, response } = await openCourses({ as: "demo@portal.test" });
    expect(response).toBeNull();
    const [purchase] = await purchasesOf(service.db, demo.id);
    expect(data).toEqual({
      title: "My Courses",
      rows: [
        {
          key: `purchase-${purchase?.id}`,
          title: "NEET Full-Length Test Series",
          image: expect.stringMatching(/^\/images\/courses\/.+\.svg$/),
          bought: "1 February 2025",
          boughtIso: "2025-02-01T10:00:00.000Z",
          path: `/my-courses/${purchase?.id}`,
        },
      ],
      askAccess: null,
      browse: { path: "/pmt-aspirants", label: "Browse the PMT courses" },
    });
    // One call for the courses: the purchases the other pages read too.
    expect(asked().filter((path) => path.startsWith("/api/"))).toEqual([
      "/api/purchasedservices/my-services/",
    ]);
  });

  it("lists the newest purchase first, in India's dates", async () => {
    const pmt = (await userOf("pmt@portal.test")).id;
    const older = await grantCourse(service.db, {
      userId: pmt,
      serviceId: 2,
      at: new Date("2025-03-05T20:00:00Z"),
    });
    const newer = await grantCourse(service.db, {
      userId: pmt,
      serviceId: 3,
      at: new Date("2025-04-01T06:00:00Z"),
    });
    const { data } = await openCourses({ as: "pmt@portal.test" });
    expect(data?.rows.map((row) => [row.path, row.bought])).toEqual([
      [`/my-courses/${newer.id}`, "1 April 2025"],
      // 20:00 UTC on 5 March is already 6 March in India.
      [`/my-courses/${older.id}`, "6 March 2025"],
    ]);
  });

  it("pmt@ has bought nothing: the empty state leads to the PMT courses", async () => {
    const { data } = await openCourses({ as: "pmt@portal.test" });
    expect(data?.rows).toEqual([]);
    expect(data?.browse).toEqual({ path: "/pmt-aspirants", label: "Browse the PMT courses" });
    expect(data?.askAccess).toBeNull();
  });
});

describe("/my-courses: a member without pro_pmt", () => {
  it("visitor@ has none: the empty state leads to the page that sells them, and to ask for access", async () => {
    const { data, response } = await openCourses({ as: "visitor@portal.test" });
    expect(response).toBeNull();
    expect(data?.rows).toEqual([]);
    expect(data?.browse).toEqual({ path: "/service#pmt", label: "Read about our PMT courses" });
    expect(data?.askAccess).toEqual({ path: ASK_PMT, module: "PMT Aspirants" });
  });

  it("a course bought before pro_pmt was withdrawn: listed from the paid orders, no link", async () => {
    const demo = await userOf("demo@portal.test");
    await backdate(service.db, demo.id, new Date("2025-02-01T10:00:00Z"));
    await service.db
      .updateTable("users")
      .set({ pro_pmt: false })
      .where("id", "=", demo.id)
      .execute();
    await addOrder(service.db, {
      id: 700,
      user_id: demo.id,
      service_id: 2,
      amount: "2999.00",
      coins: 0,
      paid_with: "manual",
      status: "pending",
      created_at: new Date("2025-03-01T06:00:00Z"),
    });
    const { data, response } = await openCourses({ as: "demo@portal.test" });
    expect(response).toBeNull();
    // Our service refuses the purchases without pro_pmt: the paid order names the course.
    expect(asked()).toContain("/api/purchasedservices/my-services/");
    expect(asked()).toContain("/api/orders/");
    expect(data?.rows.map((row) => [row.title, row.bought, row.path])).toEqual([
      ["NEET Full-Length Test Series", "1 February 2025", null],
    ]);
    expect(data?.askAccess?.path).toBe(ASK_PMT);
  });

  it("on a backend that lists purchases to anyone signed in (Django's): listed, no link", async () => {
    site.transport = withFault(site.transport, MY_SERVICES, () =>
      answerJson(
        [
          {
            id: 9,
            purchased_at: "2025-05-02T04:00:00Z",
            service: { id: 4, title: "Botany Booster", price: "1499.00", image: null },
          },
        ],
        200,
      ),
    );
    const { data } = await openCourses({ as: "visitor@portal.test" });
    expect(data?.rows).toEqual([
      {
        key: "purchase-9",
        title: "Botany Booster",
        image: null,
        bought: "2 May 2025",
        boughtIso: "2025-05-02T04:00:00Z",
        path: null,
      },
    ]);
    expect(asked()).not.toContain("/api/orders/");
  });
});

describe("/my-courses: errors", () => {
  it("signed out: to /Signup, coming back here", async () => {
    const { response } = await openCourses();
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2Fmy-courses");
  });

  it.each([
    ["does not answer", unreachable],
    ["answers 502", () => new Response("Bad gateway", { status: 502 })],
  ])("the purchases call %s: 503 with Retry-After", async (_name, fault) => {
    site.transport = withFault(site.transport, MY_SERVICES, fault);
    const { response } = await openCourses({ as: "demo@portal.test" });
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the service is down: 503", async () => {
    const cookie = await signedInCookie("demo@portal.test");
    site.transport = withFault(site.transport, { path: /^/ }, unreachable);
    const { response } = await openCourses({ cookie });
    expect(response?.status).toBe(503);
  });

  it("pro_pmt but refused (withdrawn a moment ago): the no-access answer, not a page of nothing", async () => {
    site.transport = withFault(site.transport, MY_SERVICES, () =>
      answerJson({ detail: "You do not have permission." }, 403),
    );
    const { response, session } = await openCourses({ as: "demo@portal.test" });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    // The spec's toast, and at the top of the page the member lands on the way to ask.
    expect(session.session.get("toast")).toBe(NO_ACCESS_MESSAGE);
    expect(session.session.get("status")).toEqual({
      tone: "refusal",
      notIncluded: { module: null, ask: "/contact?subject=Access%20to%20a%20module" },
    });
  });
});

describe("the page", () => {
  const course = {
    key: "purchase-3",
    title: "Human Physiology Sprint",
    image: "/images/courses/human-physiology-sprint.svg",
    bought: "6 March 2025",
    boughtIso: "2025-03-05T20:00:00.000Z",
    path: "/my-courses/3",
  };

  it("each course: its picture, its title linking to it, when it was bought", async () => {
    const { container } = renderPage({
      title: "My Courses",
      rows: [
        course,
        {
          ...course,
          key: "purchase-4",
          title: "Botany Booster",
          image: null,
          path: "/my-courses/4",
        },
      ],
      askAccess: null,
      browse: { path: "/pmt-aspirants", label: "Browse the PMT courses" },
    });
    const list = await screen.findByRole("list", { name: "Your courses" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first as HTMLElement).getByRole("heading", { level: 3 }).textContent).toBe(
      "Human Physiology Sprint",
    );
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Human Physiology Sprint" })
        .getAttribute("href"),
    ).toBe("/my-courses/3");
    expect(first?.querySelector("img")?.getAttribute("src")).toBe(course.image);
    expect(first?.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(first?.querySelector("time")?.getAttribute("dateTime")).toBe(course.boughtIso);
    expect(first?.textContent).toContain("Bought on 6 March 2025");
    expect(second?.querySelector("img")).toBeNull();
    expect(container.textContent).not.toContain("Ask for access");
    expect(screen.queryByText(NO_COURSES)).toBeNull();
  });

  it("without pro_pmt: no link to a refusal, but why, beside the course, and where to ask", async () => {
    renderPage({
      title: "My Courses",
      rows: [{ ...course, path: null }],
      askAccess: { path: ASK_PMT, module: "PMT Aspirants" },
      browse: { path: "/service#pmt", label: "Read about our PMT courses" },
    });
    const item = await screen.findByRole("article", { name: "Human Physiology Sprint" });
    expect(within(item).queryByRole("link", { name: "Human Physiology Sprint" })).toBeNull();
    expect(item.textContent).toContain("needs access to PMT Aspirants");
    expect(
      within(item)
        .getByRole("link", { name: "Ask for access to PMT Aspirants" })
        .getAttribute("href"),
    ).toBe(ASK_PMT);
  });

  it("empty: the words, and the way to the courses", async () => {
    renderPage({
      title: "My Courses",
      rows: [],
      askAccess: null,
      browse: { path: "/pmt-aspirants", label: "Browse the PMT courses" },
    });
    expect(await screen.findByRole("heading", { name: NO_COURSES })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Your courses" })).toBeNull();
    expect(screen.getByRole("link", { name: "Browse the PMT courses" }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
  });

  it("empty without pro_pmt: the page that sells them, and where to ask for access", async () => {
    renderPage({
      title: "My Courses",
      rows: [],
      askAccess: { path: ASK_PMT, module: "PMT Aspirants" },
      browse: { path: "/service#pmt", label: "Read about our PMT courses" },
    });
    expect(
      (await screen.findByRole("link", { name: "Read about our PMT courses" })).getAttribute(
        "href",
      ),
    ).toBe("/service#pmt");
    expect(
      screen.getByRole("link", { name: "Ask for access to PMT Aspirants" }).getAttribute("href"),
    ).toBe(ASK_PMT);
  });
});

// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ServiceTransport } from "~/request-context";
import { runRoute } from "../../tests/pages/page-harness.ts";
import MyCourse, { loader as myCourseLoader } from "./my-course";
import MyCourses, { loader as myCoursesLoader } from "./my-courses";
import MyOrders, { loader as myOrdersLoader } from "./my-orders";
import MyProfile, { loader as myProfileLoader } from "./my-profile";
import PmtAspirants, { loader as pmtLoader } from "./pmt-aspirants";

/**
 * Issue #12: whatever a backend leaves out of its answers (our extensions,
 * and every field the specification does not name), no signed-in page
 * answers 500 or shows "undefined", "null", "NaN" or "[object Object]".
 * A generated backend drops a different set of optional fields each run.
 */

afterEach(cleanup);

const COURSE = {
  id: 1,
  title: "Plant Physiology in Focus",
  slug: "plant-physiology-focus",
  category: 1,
  category_name: "Biology",
  summary: "Photosynthesis made memorable.",
  description: "A compact course.",
  image: "/images/courses/plant.svg",
  price: "1999.00",
  coin_price: 45,
  duration: "4 weeks",
  highlights: ["Diagram practice sheets"],
};
const OWNED = {
  ...COURSE,
  lessons: [{ title: "Photosynthesis", duration: "80 min", summary: "Light reactions." }],
  resources: [{ title: "Flow charts", kind: "PDF notes", url: "https://example.com/charts.pdf" }],
};
const ORDER = {
  id: 7,
  service: 1,
  service_title: "Plant Physiology in Focus",
  amount: "1999.00",
  coins: 45,
  paid_with: "coins",
  status: "paid",
  created_at: "2026-11-20T10:00:00Z",
};
const ME = {
  id: 1,
  username: "asha@example.com",
  name: "Asha Rao",
  email: "asha@example.com",
  phonenumber: "+91 98200 41377",
  access_for: "PMT",
  abc_coins: 12,
  education: false,
  career: false,
  micro_bussiness: false,
  spritual: false,
  shatayu: false,
  pro_pmt: true,
  pharma_edge: false,
  rephub: false,
  is_staff: false,
  date_joined: "2026-01-02T03:04:05Z",
};

/** The fields a backend may leave out: everything the spec does not name, and our extensions. */
const OPTIONAL = {
  course: [
    "slug",
    "category_name",
    "summary",
    "description",
    "image",
    "coin_price",
    "duration",
    "highlights",
  ],
  owned: ["lessons", "resources"],
  order: ["service_title", "coins", "paid_with", "created_at", "amount"],
  purchase: ["order", "purchased_at"],
  me: ["username", "name", "phonenumber", "access_for", "date_joined", "is_staff"],
};

type Omissions = { [K in keyof typeof OPTIONAL]: string[] };

const without = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

/** A backend answering the spec's calls, with the chosen fields left out (and nulls for some). */
function backend(omit: Omissions, nulls: boolean): ServiceTransport {
  const course = (extra = {}) => {
    const base = without({ ...COURSE, ...extra }, omit.course);
    return nulls ? { ...base, image: null, summary: null } : base;
  };
  const owned = () => without(course(OWNED), omit.owned);
  const purchase = (service: unknown) =>
    without({ id: 3, order: 7, purchased_at: "2026-11-20T10:00:00Z", service }, omit.purchase);
  const answers: Record<string, unknown> = {
    "auth/jwt/create/": { access: "h.eyJ1c2VyX2lkIjoxfQ.s", refresh: "r" },
    "app/me/": without(ME, omit.me),
    "api/pmtcategory/": [{ id: 1, name: "Biology", slug: "biology" }],
    "api/propmtservice/": [course(), course({ id: 2, title: "Genetics" })],
    "api/propmtservice/1/": course(),
    "api/purchasedservices/my-services/": [purchase(course())],
    "api/purchasedservices/3/my-service/": purchase(owned()),
    "api/orders/": [without(ORDER, omit.order)],
    "api/pmtsliders/": [{ id: 1, title: "Slide", image: "https://cdn.example/slide.png" }],
  };
  return {
    async fetch(path) {
      const key = path.split("?")[0] as string;
      if (!(key in answers)) return Response.json({ detail: "Not found." }, { status: 404 });
      return Response.json(answers[key]);
    },
  };
}

const PAGES: Array<{
  path: string;
  pattern: string;
  params?: Record<string, string>;
  loader: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: route components take their own generated props.
  Component: ComponentType<any>;
}> = [
  { path: "/pmt-aspirants", pattern: "/pmt-aspirants", loader: pmtLoader, Component: PmtAspirants },
  {
    path: "/pmt-aspirants?course=1",
    pattern: "/pmt-aspirants",
    loader: pmtLoader,
    Component: PmtAspirants,
  },
  { path: "/my-orders", pattern: "/my-orders", loader: myOrdersLoader, Component: MyOrders },
  { path: "/my-profile", pattern: "/my-profile", loader: myProfileLoader, Component: MyProfile },
  { path: "/my-courses", pattern: "/my-courses", loader: myCoursesLoader, Component: MyCourses },
  {
    path: "/my-courses/3",
    pattern: "/my-courses/:id",
    params: { id: "3" },
    loader: myCourseLoader,
    Component: MyCourse,
  },
];

const omissions = fc.record<Omissions>({
  course: fc.subarray(OPTIONAL.course),
  owned: fc.subarray(OPTIONAL.owned),
  order: fc.subarray(OPTIONAL.order),
  purchase: fc.subarray(OPTIONAL.purchase),
  me: fc.subarray(OPTIONAL.me),
});

describe("signed-in pages on a backend that leaves fields out", () => {
  it.each(PAGES.map((page) => [page.path, page] as const))(
    "%s: no 500, no 'undefined', whatever is missing",
    async (_path, page) => {
      await fc.assert(
        fc.asyncProperty(omissions, fc.boolean(), async (omit, nulls) => {
          const transport = backend(omit, nulls);
          const run = await runRoute<unknown>(page.loader as never, {
            path: page.path,
            pattern: page.pattern,
            params: page.params,
            transport,
            as: "asha@example.com",
          });
          // The page itself, not a redirect or an error page: everything it needs is there.
          expect(run.response?.status ?? 200, JSON.stringify(omit)).toBe(200);
          const Stub = createRoutesStub([
            {
              path: page.pattern,
              loader: () => run.data,
              Component: page.Component,
              HydrateFallback: () => null,
            },
          ]);
          const { findByRole, container } = render(<Stub initialEntries={[page.path]} />);
          await findByRole("heading", { level: 1 });
          const text = container.textContent ?? "";
          expect(text, JSON.stringify(omit)).not.toMatch(
            /undefined|NaN|(?<![a-z])null(?![a-z])|\[object Object\]|Invalid Date|₹0(?![\d.,])/,
          );
          cleanup();
        }),
        { numRuns: 15, seed: 20261124 },
      );
    },
    60_000,
  );
});

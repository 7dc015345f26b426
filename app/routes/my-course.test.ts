import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_ACCESS_MESSAGE } from "~/session/access";
import { PMT_COURSES } from "../../service/seed/data.ts";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../../tests/msw/handlers.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { loader } from "./my-course";

/** Site tests: /my-courses/{id} against the msw fake of the service. */

type PageData = Awaited<ReturnType<typeof loader>>;
type Fake = ReturnType<typeof createServiceHandlers>["fake"];

const PATTERN = "/my-courses/:id";
const server = setupServer();
let fake: Fake;

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  const service = createServiceHandlers();
  fake = service.fake;
  server.resetHandlers(...service.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Opens /my-courses/{id} signed in as `as` (null: signed out). */
const open = (id: string, as: string | null = "demo@portal.test") =>
  runRoute<PageData>(loader as never, {
    path: `/my-courses/${id}`,
    pattern: PATTERN,
    params: { id },
    as: as ?? undefined,
  });

function purchaseOf(email: string) {
  const user = fake.state.users.find((item) => item.email === email);
  const purchase = fake.state.purchases.find((item) => item.user_id === user?.id);
  if (!user || !purchase) throw new Error(`${email} has no purchase in the fake`);
  return { user, purchase };
}

/** Gives pmt@ a course too, paid by arrangement (as the team would after payment). */
function pmtBuys(title: string) {
  const user = fake.state.users.find((item) => item.email === "pmt@portal.test");
  const index = PMT_COURSES.findIndex((course) => course.title === title);
  if (!user || index < 0) throw new Error("no such user or course");
  const purchase = {
    id: 900 + index,
    user_id: user.id,
    service_id: index + 1,
    order_id: 800 + index,
    purchased_at: new Date("2026-04-02T06:30:00Z"),
  };
  fake.state.purchases.push(purchase);
  return purchase;
}

describe("/my-courses/{id}", () => {
  it("shows demo@'s purchase: the course, its lessons and resources, and all their courses", async () => {
    const { purchase } = purchaseOf("demo@portal.test");
    const seeded = PMT_COURSES.find((course) => course.slug === "neet-full-length-test-series");
    const { data, response } = await open(String(purchase.id));
    expect(response).toBeNull();
    expect(data?.purchase.id).toBe(purchase.id);
    expect(data?.purchase.purchased_at).toBe(purchase.purchased_at.toISOString());
    expect(data?.purchase.service).toMatchObject({
      title: seeded?.title,
      duration: seeded?.duration,
      category_name: "Test Series",
      lessons: seeded?.lessons,
      resources: seeded?.resources,
    });
    expect(data?.purchases.map((item) => item.id)).toEqual([purchase.id]);
  });

  it("lists every course the member bought", async () => {
    const first = pmtBuys("Human Physiology Sprint");
    const second = pmtBuys("Modern Physics and Optics");
    const { data } = await open(String(second.id), "pmt@portal.test");
    expect(data?.purchase.service.title).toBe("Modern Physics and Optics");
    expect(data?.purchases.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("has empty lessons and resources when the course has none yet", async () => {
    const { purchase } = purchaseOf("demo@portal.test");
    server.use(
      http.get(`${FAKE_SERVICE_URL}api/purchasedservices/:id/my-service/`, () =>
        HttpResponse.json({
          id: purchase.id,
          order: purchase.order_id,
          purchased_at: purchase.purchased_at.toISOString(),
          service: {
            id: 1,
            title: "A course in preparation",
            slug: "in-preparation",
            category: 1,
            category_name: "Biology",
            summary: "",
            description: "",
            image: "/images/courses/human-physiology-sprint.svg",
            price: "0.00",
            coin_price: 0,
            duration: "",
            highlights: [],
            lessons: [],
            resources: [],
          },
        }),
      ),
    );
    const { data, response } = await open(String(purchase.id));
    expect(response).toBeNull();
    expect(data?.purchase.service.lessons).toEqual([]);
    expect(data?.purchase.service.resources).toEqual([]);
  });

  it("answers another member's purchase with the 404 page", async () => {
    const { purchase } = purchaseOf("demo@portal.test");
    const { response } = await open(String(purchase.id), "pmt@portal.test");
    expect(response?.status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "01", "99999999999", "999"])(
    "answers /my-courses/%s with the 404 page",
    async (id) => {
      const { response } = await open(id);
      expect(response?.status).toBe(404);
    },
  );

  it("sends visitor@ (no pro_pmt) to / with the no-access toast", async () => {
    const { response, session } = await open("1", "visitor@portal.test");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(session.session.get("toast")).toBe(NO_ACCESS_MESSAGE);
  });

  it("sends a signed-out visitor to /Signup, back here afterwards", async () => {
    const { response } = await open("7", null);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(
      `/Signup?redirectTo=${encodeURIComponent("/my-courses/7")}`,
    );
  });

  it("answers 503 with Retry-After when the service cannot list the courses", async () => {
    const { purchase } = purchaseOf("demo@portal.test");
    server.use(http.get(`${FAKE_SERVICE_URL}api/purchasedservices/*`, () => HttpResponse.error()));
    const { response } = await open(String(purchase.id));
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

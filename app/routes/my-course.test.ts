import { describe, expect, it } from "vitest";
import { NO_ACCESS_MESSAGE } from "~/session/access";
import { PMT_COURSES } from "../../service/seed/data.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { grantCourse, purchasesOf, userRow } from "../../tests/pages/service-rows.ts";
import { unreachable, withFault } from "../../tests/support/service-faults.ts";
import { loader } from "./my-course";

/** Site tests: /my-courses/{id} on the real service. */

type PageData = Awaited<ReturnType<typeof loader>>;

const PATTERN = "/my-courses/:id";
const service = realService("test");

/** Opens /my-courses/{id} signed in as `as` (null: signed out). */
const open = (id: string, as: string | null = "demo@portal.test", transport = service.transport) =>
  runRoute<PageData>(loader as never, {
    path: `/my-courses/${id}`,
    pattern: PATTERN,
    params: { id },
    as: as ?? undefined,
    transport,
  });

async function purchaseOf(email: string) {
  const user = await userRow(service.db, email);
  const [purchase] = await purchasesOf(service.db, user.id);
  if (!purchase) throw new Error(`${email} has no purchase in the seed`);
  return { user, purchase };
}

/** Gives pmt@ a course too, paid by arrangement (as the team would after payment). */
async function pmtBuys(title: string) {
  const user = await userRow(service.db, "pmt@portal.test");
  const index = PMT_COURSES.findIndex((course) => course.title === title);
  if (index < 0) throw new Error(`no course ${title}`);
  // The seed numbers courses in its order from 1.
  return grantCourse(service.db, {
    userId: user.id,
    serviceId: index + 1,
    at: new Date("2026-04-02T06:30:00Z"),
  });
}

describe("/my-courses/{id}", () => {
  it("shows demo@'s purchase: the course, its lessons and resources, and all their courses", async () => {
    const { purchase } = await purchaseOf("demo@portal.test");
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
    const first = await pmtBuys("Human Physiology Sprint");
    const second = await pmtBuys("Modern Physics and Optics");
    const { data } = await open(String(second.id), "pmt@portal.test");
    expect(data?.purchase.service.title).toBe("Modern Physics and Optics");
    expect(data?.purchases.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("has empty lessons and resources when the course has none yet", async () => {
    const { purchase } = await purchaseOf("demo@portal.test");
    await service.db
      .updateTable("pmt_services")
      .set({ lessons: "[]", resources: "[]" })
      .where("id", "=", purchase.service_id)
      .execute();
    const { data, response } = await open(String(purchase.id));
    expect(response).toBeNull();
    expect(data?.purchase.service.lessons).toEqual([]);
    expect(data?.purchase.service.resources).toEqual([]);
  });

  it("answers another member's purchase with the 404 page", async () => {
    const { purchase } = await purchaseOf("demo@portal.test");
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
    const { purchase } = await purchaseOf("demo@portal.test");
    const down = withFault(service.transport, { path: /^api\/purchasedservices\// }, unreachable);
    const { response } = await open(String(purchase.id), "demo@portal.test", down);
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

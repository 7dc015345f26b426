import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { EnrolAnswer } from "~/courses/enrol-fields";
import { replyView } from "~/forms/reply-view";
import { NO_ACCESS_MESSAGE } from "~/session/access";
import { PMT_CATEGORIES, PMT_COURSES, PMT_SLIDES } from "../../service/seed/data.ts";
import { realService, recordedSite, runRoute } from "../../tests/pages/page-harness.ts";
import {
  addOrder,
  allOrders,
  ordersOf,
  purchasesOf,
  userRow,
} from "../../tests/pages/service-rows.ts";
import { answerJson, unreachable, withFault } from "../../tests/support/service-faults.ts";
import { action, loader } from "./pmt-aspirants";

/** Site tests: /pmt-aspirants (catalogue, course view, Enrol) on the real service. */

type PageData = Awaited<ReturnType<typeof loader>>;

const PATTERN = "/pmt-aspirants";
const service = realService("test");
const site = recordedSite(service);
/** Orders the seed made (demo@'s paid course). */
let seededOrders: number;

beforeEach(async () => {
  seededOrders = (await allOrders(service.db)).length;
});

/** Opens the page signed in as `as` (null: signed out). */
const open = (path: string, as: string | null = "pmt@portal.test") =>
  runRoute<PageData>(loader as never, {
    path,
    pattern: PATTERN,
    as: as ?? undefined,
    transport: site.transport,
  });

function enrol(
  fields: Record<string, string>,
  { as = "pmt@portal.test", path = PATTERN }: { as?: string; path?: string } = {},
) {
  return runRoute<unknown>(action as never, {
    path,
    pattern: PATTERN,
    as,
    transport: site.transport,
    init: { method: "POST", body: new URLSearchParams(fields) },
  });
}

/** The action's answer to show on the form: `data(answer, {status})`, as the harness returns it. */
function refusalOf(run: { data: unknown }) {
  const value = run.data as { type?: string; data: EnrolAnswer; init: ResponseInit | null } | null;
  if (value?.type !== "DataWithResponseInit") throw new Error("the action did not answer the form");
  const { message, fieldErrors, values } = replyView(value.data.reply);
  return { status: value.init?.status ?? 200, answer: { message, errors: fieldErrors, values } };
}

const userOf = (email: string) => userRow(service.db, email);
const courseNamed = (title: string) => {
  const index = PMT_COURSES.findIndex((course) => course.title === title);
  if (index < 0) throw new Error(`no course ${title}`);
  // The seed numbers courses in its order from 1.
  return { id: index + 1, ...(PMT_COURSES[index] as (typeof PMT_COURSES)[number]) };
};
const SPRINT = courseNamed("Human Physiology Sprint");
/** What "Yes" adds to the Enrol form's fields: the confirmation and the price it agreed to. */
const yesTo = (course: { coin_price: number }) => ({
  confirmed: "yes",
  coin_price: String(course.coin_price),
});
const GENETICS = courseNamed("Genetics and Evolution Masterclass");
const TEST_SERIES = courseNamed("NEET Full-Length Test Series");

/** Stands in for the service being down: everything but the sign-in (and, if asked, app/me/). */
function serviceDown({ keepMe = false } = {}) {
  const spared = keepMe ? /^(?!auth\/jwt\/create\/|app\/me\/)/ : /^(?!auth\/jwt\/create\/)/;
  site.transport = withFault(site.transport, { path: spared }, unreachable);
}

function listOf(data: PageData | null) {
  if (data?.view !== "list") throw new Error(`expected the catalogue, got ${data?.view}`);
  return data;
}
function courseOf(data: PageData | null) {
  if (data?.view !== "course") throw new Error(`expected a course view, got ${data?.view}`);
  return data;
}

describe("/pmt-aspirants: the catalogue", () => {
  it("shows pmt@ the sliders, every category and every course, none owned", async () => {
    const { data, response } = await open(PATTERN);
    expect(response).toBeNull();
    const list = listOf(data);
    expect(list.slides.map((slide) => slide.title)).toEqual(PMT_SLIDES.map((slide) => slide.title));
    expect(list.categories.map((category) => category.name)).toEqual(
      PMT_CATEGORIES.map((category) => category.name),
    );
    expect(list.selected).toBeNull();
    expect(list.listings.map(({ course }) => course.title)).toEqual(
      PMT_COURSES.map((course) => course.title),
    );
    expect(new Set(list.listings.map(({ standing }) => standing.kind))).toEqual(new Set(["open"]));
  });

  it("filters by ?category=, which goes to the service as ?category=", async () => {
    const probe = listOf((await open(PATTERN)).data);
    const biology = probe.categories.find((category) => category.name === "Biology");
    if (!biology) throw new Error("no Biology category");
    site.calls.length = 0;
    const list = listOf((await open(`${PATTERN}?category=${biology.id}`)).data);
    expect(site.calls).toContain(`GET api/propmtservice/?category=${biology.id}`);
    expect(list.selected).toEqual(biology);
    const seededBiology = PMT_COURSES.filter((course) => course.category === "biology");
    expect(list.listings.map(({ course }) => course.title)).toEqual(
      seededBiology.map((course) => course.title),
    );
    expect(list.listings.every(({ course }) => course.category_name === "Biology")).toBe(true);
  });

  it("treats an empty ?category= as all courses", async () => {
    const list = listOf((await open(`${PATTERN}?category=`)).data);
    expect(list.selected).toBeNull();
    expect(list.listings).toHaveLength(PMT_COURSES.length);
    expect(site.calls).toContain("GET api/propmtservice/");
  });

  it("has an empty state: a category without courses lists none", async () => {
    const category = listOf((await open(PATTERN)).data).categories[0];
    if (!category) throw new Error("no category");
    site.transport = withFault(site.transport, { method: "GET", path: "api/propmtservice/" }, () =>
      answerJson([], 200),
    );
    const list = listOf((await open(`${PATTERN}?category=${category.id}`)).data);
    expect(list.selected?.id).toBe(category.id);
    expect(list.listings).toEqual([]);
  });

  it.each([
    "?category=99",
    "?category=abc",
    "?category=-1",
    "?category=1.5",
    "?category=01",
    "?course=abc",
    "?course=",
    "?course=999",
    "?course=0",
    "?course=1&category=99",
  ])("answers %s with the 404 page", async (query) => {
    const { response } = await open(`${PATTERN}${query}`);
    expect(response?.status).toBe(404);
  });

  it("marks demo@'s purchase as owned, linked by its purchase id", async () => {
    const list = listOf((await open(PATTERN, "demo@portal.test")).data);
    const [purchase] = await purchasesOf(service.db, (await userOf("demo@portal.test")).id);
    const owned = list.listings.filter(({ standing }) => standing.kind === "owned");
    expect(owned.map(({ course }) => course.title)).toEqual([TEST_SERIES.title]);
    expect(owned[0]?.standing).toEqual({ kind: "owned", purchaseId: purchase?.id });
  });

  it("marks a course with a pending order as such", async () => {
    const user = await userOf("pmt@portal.test");
    await addOrder(service.db, {
      id: 500,
      user_id: user.id,
      service_id: GENETICS.id,
      amount: GENETICS.price,
      coins: 0,
      paid_with: "manual",
      status: "pending",
      created_at: new Date("2026-03-01T10:00:00Z"),
    });
    const list = listOf((await open(PATTERN)).data);
    const pending = list.listings.filter(({ standing }) => standing.kind === "pending");
    expect(pending.map(({ course }) => course.title)).toEqual([GENETICS.title]);
    expect(pending[0]?.standing).toMatchObject({ kind: "pending", orderId: 500 });
  });

  it("still shows the courses when the slider call fails", async () => {
    site.transport = withFault(site.transport, { path: "api/pmtsliders/" }, unreachable);
    const { data, response } = await open(PATTERN);
    expect(response).toBeNull();
    const list = listOf(data);
    expect(list.slides).toEqual([]);
    expect(list.listings).toHaveLength(PMT_COURSES.length);
  });

  it("sends visitor@ (no pro_pmt) to / with the no-access toast, before reading anything", async () => {
    const { response, session } = await open(PATTERN, "visitor@portal.test");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(session.session.get("toast")).toBe(NO_ACCESS_MESSAGE);
    expect(site.calls.filter((path) => path.includes("api/"))).toEqual([]);
  });

  it("sends a signed-out visitor to /Signup, back here afterwards", async () => {
    const { response } = await open(`${PATTERN}?category=1`, null);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(
      `/Signup?redirectTo=${encodeURIComponent(`${PATTERN}?category=1`)}`,
    );
  });

  it("answers 503 with Retry-After when the service is down", async () => {
    serviceDown();
    const { response } = await open(PATTERN);
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 503 when the service knows the member but cannot list the courses", async () => {
    serviceDown({ keepMe: true });
    const { response } = await open(`${PATTERN}?course=${SPRINT.id}`);
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("/pmt-aspirants?course=: one course", () => {
  it("shows the course, where the member came from and their balance", async () => {
    const biology = listOf((await open(PATTERN)).data).categories.find(
      (category) => category.name === "Biology",
    );
    const view = courseOf(
      (await open(`${PATTERN}?course=${SPRINT.id}&category=${biology?.id}`)).data,
    );
    expect(view.course).toMatchObject({
      id: SPRINT.id,
      title: SPRINT.title,
      price: SPRINT.price,
      coin_price: SPRINT.coin_price,
      duration: SPRINT.duration,
      highlights: SPRINT.highlights,
    });
    expect(view.from).toEqual(biology);
    expect(view.balance).toBe((await userOf("pmt@portal.test")).abc_coins);
    expect(view.standing).toEqual({ kind: "open" });
    // Spec §7: the course itself is read without a token.
    expect(site.calls).toContain(`GET api/propmtservice/${SPRINT.id}/`);
  });

  it("knows demo@ owns the test series", async () => {
    const view = courseOf(
      (await open(`${PATTERN}?course=${TEST_SERIES.id}`, "demo@portal.test")).data,
    );
    expect(view.standing.kind).toBe("owned");
  });
});

/** The question the action answered a post with, if it asked one. */
function questionOf(run: { data: unknown }) {
  const value = run.data as { type?: string; data: EnrolAnswer; init: ResponseInit | null } | null;
  if (value?.type !== "DataWithResponseInit") throw new Error("the action did not answer the form");
  return { status: value.init?.status ?? 200, confirm: value.data.confirm };
}

const ordersCalled = () => site.calls.filter((call) => call.startsWith("POST api/orders/"));

describe("Enrol with coins asks first (decision 0046)", () => {
  it("one post of the form spends nothing: the question says what it costs and the balance after", async () => {
    const user = await userOf("pmt@portal.test");
    const fields = { intent: "enrol", service: String(SPRINT.id), pay_with_coins: "true" };
    const { status, confirm } = questionOf(await enrol(fields));
    expect(status).toBe(200);
    expect(confirm).toEqual({
      question: `Pay ${SPRINT.coin_price} coins for ${SPRINT.title}?`,
      consequence: `Your balance goes from 40 coins to ${40 - SPRINT.coin_price} coins, and the course opens at once.`,
      yes: `Yes, pay ${SPRINT.coin_price} coins`,
      keep: "Keep my coins",
      fields: [...Object.entries(fields), ["coin_price", String(SPRINT.coin_price)]],
    });
    expect(ordersCalled()).toEqual([]);
    expect(await ordersOf(service.db, user.id)).toEqual([]);
    expect((await userOf(user.email)).abc_coins).toBe(40);
  });

  it.each([
    ["without the agreed price", { confirmed: "yes" }],
    ["with another price than the course's", { confirmed: "yes", coin_price: "1" }],
    ["with another word than yes", { confirmed: "true", coin_price: String(SPRINT.coin_price) }],
  ])("a post %s is asked again, and spends nothing", async (_, extra) => {
    const user = await userOf("pmt@portal.test");
    const { confirm } = questionOf(
      await enrol({
        intent: "enrol",
        service: String(SPRINT.id),
        pay_with_coins: "true",
        ...extra,
      }),
    );
    expect(confirm?.question).toBe(`Pay ${SPRINT.coin_price} coins for ${SPRINT.title}?`);
    expect(ordersCalled()).toEqual([]);
    expect((await userOf(user.email)).abc_coins).toBe(40);
  });

  it("any other confirmation or price, generated, is asked again: never a 5xx, nothing spent", async () => {
    const user = await userOf("pmt@portal.test");
    const price = String(SPRINT.coin_price);
    const word = fc.oneof(
      fc.constantFrom("yes", "YES", " yes", "no", "", "true", "1"),
      fc.string({ maxLength: 40 }),
    );
    const agreed = fc.oneof(
      fc.constantFrom(price, ` ${price}`, `${price}.0`, "0", `-${price}`, "1e9", ""),
      fc.string({ maxLength: 40 }),
    );
    const cases = fc.sample(
      fc
        .record({ confirmed: word, coin_price: agreed })
        .filter((extra) => !(extra.confirmed === "yes" && extra.coin_price === price)),
      { numRuns: 30, seed: 46 },
    );
    for (const extra of cases) {
      const { status } = questionOf(
        await enrol({
          intent: "enrol",
          service: String(SPRINT.id),
          pay_with_coins: "true",
          ...extra,
        }),
      );
      expect(status, JSON.stringify(extra)).toBe(200);
    }
    expect(ordersCalled()).toEqual([]);
    expect((await userOf(user.email)).abc_coins).toBe(40);
  });

  it("a double click of the form asks twice and spends nothing", async () => {
    const fields = { intent: "enrol", service: String(SPRINT.id), pay_with_coins: "true" };
    const answers = await Promise.all([enrol(fields), enrol(fields)]);
    expect(answers.map((run) => questionOf(run).status)).toEqual([200, 200]);
    expect(ordersCalled()).toEqual([]);
    expect((await userOf("pmt@portal.test")).abc_coins).toBe(40);
  });

  it("too few coins: said beside the choice without asking, nothing ordered", async () => {
    const user = await userOf("pmt@portal.test");
    const { status, answer } = refusalOf(
      await enrol({ intent: "enrol", service: String(GENETICS.id), pay_with_coins: "true" }),
    );
    expect(status).toBe(400);
    expect(answer.errors.pay_with_coins).toBe(
      `Your balance of 40 coins does not cover this course's ${GENETICS.coin_price} coins. Choose the order below to pay in rupees instead.`,
    );
    expect(ordersCalled()).toEqual([]);
    expect(await ordersOf(service.db, user.id)).toEqual([]);
  });

  it("answers 503 when the course cannot be read for the question, spending nothing", async () => {
    site.transport = withFault(
      site.transport,
      { method: "GET", path: `api/propmtservice/${SPRINT.id}/` },
      unreachable,
    );
    const { status, answer } = refusalOf(
      await enrol({ intent: "enrol", service: String(SPRINT.id), pay_with_coins: "true" }),
    );
    expect(status).toBe(503);
    expect(answer.message).toMatch(/could not reach our service/);
    expect(ordersCalled()).toEqual([]);
  });
});

describe("Enrol (the action)", () => {
  it("with coins, said yes to: the balance drops by the coin price and the answer opens the course", async () => {
    const user = await userOf("pmt@portal.test");
    site.calls.length = 0;
    const { response, session } = await enrol(
      { intent: "enrol", service: String(SPRINT.id), pay_with_coins: "true", ...yesTo(SPRINT) },
      { path: `${PATTERN}?course=${SPRINT.id}&category=1` },
    );
    // The order's answer names its purchase (our extension): past the member's own check
    // (app/me/), the course's price read again, then the order.
    expect(
      site.calls.filter((call) => call !== "GET app/me/" && !call.startsWith("POST auth/")),
    ).toEqual([`GET api/propmtservice/${SPRINT.id}/`, "POST api/orders/"]);
    expect((await userOf(user.email)).abc_coins).toBe(user.abc_coins - SPRINT.coin_price);
    const purchase = (await purchasesOf(service.db, user.id)).find(
      (item) => item.service_id === SPRINT.id,
    );
    expect(purchase).toBeDefined();
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`/my-courses/${purchase?.id}`);
    expect(session.session.get("status")?.text).toBe(
      `You are enrolled in ${SPRINT.title}. ${SPRINT.coin_price} coins paid.`,
    );
  });

  it("with coins, from a backend that does not name the purchase: found in my-services", async () => {
    const real = site.transport;
    site.transport = withFault(
      real,
      { method: "POST", path: "api/orders/" },
      async ({ path, init }) => {
        const answer = await real.fetch(path, init);
        const { purchase: _left, ...order } = (await answer.json()) as Record<string, unknown>;
        return answerJson(order, answer.status);
      },
    );
    const user = await userOf("pmt@portal.test");
    site.calls.length = 0;
    const { response } = await enrol({
      intent: "enrol",
      service: String(SPRINT.id),
      pay_with_coins: "true",
      ...yesTo(SPRINT),
    });
    const purchase = (await purchasesOf(service.db, user.id)).find(
      (item) => item.service_id === SPRINT.id,
    );
    expect(site.calls).toContain("GET api/purchasedservices/my-services/");
    expect(response?.headers.get("location")).toBe(`/my-courses/${purchase?.id}`);
  });

  it("with too few coins, said yes to (the balance fell meanwhile): the service's message, nothing ordered", async () => {
    const user = await userOf("pmt@portal.test");
    // The page (its app/me/) still saw enough coins; the service's balance is what counts.
    const real = site.transport;
    site.transport = withFault(real, { method: "GET", path: "app/me/" }, async ({ path, init }) => {
      const me = await real.fetch(path, init);
      return answerJson({ ...((await me.json()) as object), abc_coins: 1000 }, me.status);
    });
    const { status, answer } = refusalOf(
      await enrol({
        intent: "enrol",
        service: String(GENETICS.id),
        pay_with_coins: "true",
        ...yesTo(GENETICS),
      }),
    );
    expect(status).toBe(400);
    expect(answer.errors.pay_with_coins).toBe(
      `Your balance of ${user.abc_coins} coins does not cover this course (${GENETICS.coin_price} coins).`,
    );
    expect(answer.values).toEqual({
      intent: "enrol",
      service: String(GENETICS.id),
      pay_with_coins: "true",
      ...yesTo(GENETICS),
    });
    expect(await ordersOf(service.db, user.id)).toEqual([]);
  });

  it("as a pending order: back to the course with the order number and what happens next", async () => {
    const user = await userOf("pmt@portal.test");
    const { response, session } = await enrol(
      { intent: "enrol", service: String(GENETICS.id), pay_with_coins: "false" },
      { path: `${PATTERN}?course=${GENETICS.id}&category=1` },
    );
    const orders = await ordersOf(service.db, user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "pending", service_id: GENETICS.id, coins: 0 });
    expect((await userOf(user.email)).abc_coins).toBe(40);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`${PATTERN}?course=${GENETICS.id}&category=1`);
    const notice = String(session.session.get("status")?.text);
    expect(notice).toContain(`Order #${orders[0]?.id} for ${GENETICS.title} (₹2,999) is placed.`);
    expect(notice).toContain("within one working day");
    // The course view now says so.
    const view = courseOf((await open(`${PATTERN}?course=${GENETICS.id}`)).data);
    expect(view.standing).toMatchObject({ kind: "pending", orderId: orders[0]?.id });
  });

  it("for a course already owned: to that course instead of an error", async () => {
    const demo = await userOf("demo@portal.test");
    const [purchase] = await purchasesOf(service.db, demo.id);
    const { response, session } = await enrol(
      {
        intent: "enrol",
        service: String(TEST_SERIES.id),
        pay_with_coins: "true",
        ...yesTo(TEST_SERIES),
      },
      { as: "demo@portal.test" },
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`/my-courses/${purchase?.id}`);
    expect(String(session.session.get("status")?.text)).toContain(
      `You already own ${TEST_SERIES.title}`,
    );
    expect((await userOf(demo.email)).abc_coins).toBe(250);
  });

  it("its yes sent twice at once: exactly one order, and both answers open the same course", async () => {
    const user = await userOf("pmt@portal.test");
    const fields = {
      intent: "enrol",
      service: String(SPRINT.id),
      pay_with_coins: "true",
      ...yesTo(SPRINT),
    };
    const answers = await Promise.all([enrol(fields), enrol(fields)]);
    const orders = await ordersOf(service.db, user.id);
    expect(orders).toHaveLength(1);
    expect((await userOf(user.email)).abc_coins).toBe(40 - SPRINT.coin_price);
    const locations = answers.map(({ response }) => response?.headers.get("location"));
    const purchase = (await purchasesOf(service.db, user.id)).find(
      (item) => item.order_id === orders[0]?.id,
    );
    expect(locations).toEqual([`/my-courses/${purchase?.id}`, `/my-courses/${purchase?.id}`]);
  });

  it("a pending order sent twice: one order, the second lands on the course", async () => {
    const user = await userOf("pmt@portal.test");
    const fields = { intent: "enrol", service: String(GENETICS.id), pay_with_coins: "false" };
    await enrol(fields);
    const second = await enrol(fields);
    expect(await ordersOf(service.db, user.id)).toHaveLength(1);
    expect(second.response?.headers.get("location")).toBe(`${PATTERN}?course=${GENETICS.id}`);
    expect(String(second.session.session.get("status")?.text)).toContain(
      "You already have an order for",
    );
  });

  it.each([
    [
      { intent: "enrol", service: "abc", pay_with_coins: "true" },
      "service",
      "A valid integer is required.",
    ],
    [
      { intent: "enrol", service: "", pay_with_coins: "true" },
      "service",
      "This field is required.",
    ],
    [
      { intent: "enrol", service: "1", pay_with_coins: "maybe" },
      "pay_with_coins",
      "Must be a valid boolean.",
    ],
  ])(
    "checks %j with the shared schema before asking the service",
    async (fields, field, message) => {
      const { status, answer } = refusalOf(await enrol(fields));
      expect(status).toBe(400);
      expect(answer.errors[field]).toBe(message);
      expect(site.calls.filter((path) => path.startsWith("POST api/orders/"))).toEqual([]);
    },
  );

  it("shows the service's refusal of an unknown course beside the form", async () => {
    const { status, answer } = refusalOf(
      await enrol({ intent: "enrol", service: "999", pay_with_coins: "false" }),
    );
    expect(status).toBe(400);
    expect(answer.errors.service).toBe('Invalid pk "999" - object does not exist.');
  });

  it("refuses a form without the enrol intent", async () => {
    const { status, answer } = refusalOf(
      await enrol({ service: String(SPRINT.id), pay_with_coins: "true" }),
    );
    expect(status).toBe(400);
    expect(answer.message).toMatch(/could not read the form/);
    expect(await allOrders(service.db)).toHaveLength(seededOrders);
  });

  it("answers 503 with a message on the form when the service cannot take the order", async () => {
    site.transport = withFault(
      site.transport,
      { method: "POST", path: "api/orders/" },
      unreachable,
    );
    const { status, answer } = refusalOf(
      await enrol({
        intent: "enrol",
        service: String(SPRINT.id),
        pay_with_coins: "true",
        ...yesTo(SPRINT),
      }),
    );
    expect(status).toBe(503);
    expect(answer.message).toMatch(/could not reach our service/);
    expect(answer.values.service).toBe(String(SPRINT.id));
  });

  it("a refusal the form cannot place says so, with status 400", async () => {
    site.transport = withFault(site.transport, { method: "POST", path: "api/orders/" }, () =>
      answerJson({}, 400),
    );
    const { status, answer } = refusalOf(
      await enrol({ intent: "enrol", service: String(SPRINT.id), pay_with_coins: "false" }),
    );
    expect(status).toBe(400);
    expect(answer.message).toMatch(/We could not place this order/);
  });

  it("keeps visitor@ out of the action too", async () => {
    const { response } = await enrol(
      { intent: "enrol", service: String(SPRINT.id), pay_with_coins: "false" },
      { as: "visitor@portal.test" },
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(await allOrders(service.db)).toHaveLength(seededOrders);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "#contract/messages.ts";
import { DEMO_PASSWORD } from "../../service/seed/data.ts";
import type { ApiReply, CallOptions } from "../support/test-service.ts";

/**
 * The service API's wire contract (spec §7 and the Django REST formats),
 * written once and run against every implementation: the bundled service on
 * PGlite and on PostgreSQL, and the Django reference backend (tests/django-reference/) with and without refresh
 * rotation and pagination. Each target starts from the seed's demo accounts and courses.
 *
 * Two layers (docs/CONTEXT.md): the **core** is what the specification and
 * the libraries' defaults guarantee, and every target passes it; our
 * **extensions** (coin payment, entitlement checks in the API, one order per
 * course, uniform one-time-code answers, case-insensitive e-mails, partial
 * PUT, JSON 404s, extra course fields) run only where a target has them.
 */

export interface ContractTarget {
  /** `path` is relative to the API root, or an absolute URL (a DRF page's `next`). */
  call(method: string, path: string, options?: CallOptions): Promise<ApiReply>;
  close(): Promise<void>;
}

export interface ContractProfile {
  /** Our extensions to the core. */
  extensions: boolean;
  /** Refresh tokens rotate (and can be blacklisted on logout). */
  rotation: boolean;
  /** Lists come as DRF pages. */
  paginated: boolean;
}

/** Our service: every extension, rotation, plain lists. */
const OUR_SERVICE: ContractProfile = { extensions: true, rotation: true, paginated: false };

const USER_FIELDS = [
  "id",
  "username",
  "name",
  "email",
  "phonenumber",
  "access_for",
  "abc_coins",
  "education",
  "career",
  "micro_bussiness",
  "spritual",
  "shatayu",
  "pro_pmt",
  "pharma_edge",
  "rephub",
  "is_staff",
  "date_joined",
].sort();

export function defineContract(
  name: string,
  start: () => Promise<ContractTarget>,
  profile: ContractProfile = OUR_SERVICE,
) {
  /** A test of an extension, or of rotation: skipped where the target has none. */
  const ext = profile.extensions ? it : it.skip;
  const rotating = profile.rotation ? it : it.skip;

  describe(`service API contract: ${name}`, () => {
    let api: ContractTarget;

    /** Every item of a list, following DRF's `next` pages where the target paginates. */
    async function listAll<T = Record<string, unknown>>(
      path: string,
      token?: string,
    ): Promise<T[]> {
      const items: T[] = [];
      let next: string | null = path;
      for (let page = 0; next && page < 50; page++) {
        const reply = await api.call("GET", next, { token });
        expect(reply.status, reply.text).toBe(200);
        if (profile.paginated) {
          const body = reply.body as { results: T[]; next: string | null; count: number };
          expect(Object.keys(body).sort()).toEqual(["count", "next", "previous", "results"]);
          items.push(...body.results);
          next = body.next;
        } else {
          expect(Array.isArray(reply.body)).toBe(true);
          items.push(...(reply.body as T[]));
          next = null;
        }
      }
      return items;
    }
    const tokens: Record<string, { access: string; refresh: string }> = {};

    async function signIn(email: string, password = DEMO_PASSWORD) {
      const reply = await api.call("POST", "auth/jwt/create/", {
        body: { username: email, password },
      });
      expect(reply.status, reply.text).toBe(200);
      return reply.body as { access: string; refresh: string };
    }

    beforeAll(async () => {
      api = await start();
      for (const email of ["demo@portal.test", "pmt@portal.test", "visitor@portal.test"]) {
        tokens[email] = await signIn(email);
      }
    });
    afterAll(async () => api?.close());

    const access = (email: string) => tokens[email]?.access as string;

    describe("auth/jwt/create/", () => {
      it("answers {access, refresh} for good credentials", async () => {
        const pair = await signIn("demo@portal.test");
        expect(Object.keys(pair).sort()).toEqual(["access", "refresh"]);
        expect(typeof pair.access).toBe("string");
        expect(pair.access).not.toBe(pair.refresh);
      });

      it("answers 401 with simplejwt's text for bad credentials, known user or not", async () => {
        for (const username of ["demo@portal.test", "nobody@portal.test"]) {
          const reply = await api.call("POST", "auth/jwt/create/", {
            body: { username, password: "Wrong1234" },
          });
          expect(reply.status).toBe(401);
          expect(reply.body).toEqual({
            detail: "No active account found with the given credentials",
          });
        }
      });

      it("answers 400 per missing field", async () => {
        const reply = await api.call("POST", "auth/jwt/create/", { body: { password: "x" } });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ username: ["This field is required."] });
      });
    });

    describe("token verify, refresh and blacklist", () => {
      it("verifies a good token on both paths, and rejects a bad one", async () => {
        for (const path of ["api/auth/jwt/verify/", "auth/jwt/verify/"]) {
          const good = await api.call("POST", path, {
            body: { token: access("demo@portal.test") },
          });
          expect(good.status).toBe(200);
          expect(good.body).toEqual({});
          const bad = await api.call("POST", path, { body: { token: "not-a-token" } });
          expect(bad.status).toBe(401);
          expect(bad.body).toMatchObject({ code: "token_not_valid" });
        }
      });

      it("refreshes: a new access token (simplejwt's default answers {access} only)", async () => {
        const pair = await signIn("visitor@portal.test");
        const first = await api.call("POST", "auth/jwt/refresh/", {
          body: { refresh: pair.refresh },
        });
        expect(first.status).toBe(200);
        expect(Object.keys(first.body as object).sort()).toEqual(
          profile.rotation ? ["access", "refresh"] : ["access"],
        );
        const me = await api.call("GET", "app/me/", {
          token: (first.body as { access: string }).access,
        });
        expect(me.status).toBe(200);
      });

      rotating("rotates refresh tokens: the old one is dead afterwards", async () => {
        const pair = await signIn("visitor@portal.test");
        const first = await api.call("POST", "auth/jwt/refresh/", {
          body: { refresh: pair.refresh },
        });
        expect(first.status).toBe(200);
        expect(Object.keys(first.body as object).sort()).toEqual(["access", "refresh"]);
        const again = await api.call("POST", "auth/jwt/refresh/", {
          body: { refresh: pair.refresh },
        });
        expect(again.status).toBe(401);
        expect(again.body).toMatchObject({ code: "token_not_valid" });
        const me = await api.call("GET", "app/me/", {
          token: (first.body as { access: string }).access,
        });
        expect(me.status).toBe(200);
      });

      rotating("blacklists a refresh token on logout", async () => {
        const pair = await signIn("visitor@portal.test");
        const out = await api.call("POST", "auth/jwt/blacklist/", {
          body: { refresh: pair.refresh },
        });
        expect(out.status).toBe(200);
        const refresh = await api.call("POST", "auth/jwt/refresh/", {
          body: { refresh: pair.refresh },
        });
        expect(refresh.status).toBe(401);
      });

      it("never takes a refresh token as an access token", async () => {
        const reply = await api.call("GET", "app/me/", {
          token: tokens["demo@portal.test"]?.refresh,
        });
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ code: "token_not_valid" });
      });
    });

    describe("app/me/", () => {
      it("answers the user without secrets", async () => {
        const reply = await api.call("GET", "app/me/", { token: access("demo@portal.test") });
        expect(reply.status).toBe(200);
        const user = reply.body as Record<string, unknown>;
        // Ours adds the staff role (decision 0032); Django's user has is_staff only.
        const fields = profile.extensions ? [...USER_FIELDS, "role"].sort() : USER_FIELDS;
        expect(Object.keys(user).sort()).toEqual(fields);
        expect(user).toMatchObject({
          email: "demo@portal.test",
          abc_coins: 250,
          pro_pmt: true,
          rephub: true,
        });
      });

      it("needs a token", async () => {
        const reply = await api.call("GET", "app/me/");
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ detail: "Authentication credentials were not provided." });
        const bad = await api.call("GET", "app/me/", { token: "garbage" });
        expect(bad.status).toBe(401);
        expect(bad.body).toMatchObject({ code: "token_not_valid" });
      });
    });

    describe("app/register/", () => {
      const form = {
        name: "Meera Iyer",
        phonenumber: "+91 98450 12345",
        email: "meera.iyer@example.com",
        access_for: "Shatayu consultations",
        password: "Meera2024",
      };

      it("creates an account that can sign in, with no entitlements and no coins", async () => {
        const reply = await api.call("POST", "app/register/", {
          body: { ...form, username: form.email },
        });
        expect(reply.status, reply.text).toBe(201);
        expect(reply.body).toMatchObject({ email: form.email, name: form.name });
        expect(reply.body).not.toHaveProperty("password");
        const pair = await signIn(form.email, form.password);
        const me = await api.call("GET", "app/me/", { token: pair.access });
        expect(me.body).toMatchObject({
          abc_coins: 0,
          pro_pmt: false,
          shatayu: false,
          access_for: form.access_for,
        });
      });

      it("refuses a second account with the same e-mail, under email", async () => {
        const reply = await api.call("POST", "app/register/", { body: form });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ email: ["user with this email already exists."] });
      });

      ext("refuses the same e-mail in other letter case", async () => {
        const reply = await api.call("POST", "app/register/", {
          body: { ...form, email: form.email.toUpperCase() },
        });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ email: ["user with this email already exists."] });
      });

      it("answers field errors as lists per field", async () => {
        const reply = await api.call("POST", "app/register/", {
          body: { name: "", phonenumber: "12", email: "not-an-email", password: "short" },
        });
        expect(reply.status).toBe(400);
        const errors = reply.body as Record<string, string[]>;
        expect(errors.email).toEqual(["Enter a valid email address."]);
        for (const messages of Object.values(errors)) expect(Array.isArray(messages)).toBe(true);
      });

      ext("answers the spec's password message", async () => {
        const reply = await api.call("POST", "app/register/", {
          body: { name: "", phonenumber: "12", email: "not-an-email", password: "short" },
        });
        expect(reply.status).toBe(400);
        const errors = reply.body as Record<string, string[]>;
        expect(Object.keys(errors).sort()).toEqual(["email", "name", "password", "phonenumber"]);
        expect(errors.password).toEqual([PASSWORD_RULE_MESSAGE]);
        expect(errors.email).toEqual(["Enter a valid email address."]);
      });
    });

    describe("app/user/update/{id}/", () => {
      it("updates your own name (PATCH) and ignores coins and entitlements", async () => {
        const me = (await api.call("GET", "app/me/", { token: access("visitor@portal.test") }))
          .body as {
          id: number;
        };
        const reply = await api.call("PATCH", `app/user/update/${me.id}/`, {
          token: access("visitor@portal.test"),
          body: { name: "Vikram R. Rao", abc_coins: 99999, rephub: true, is_staff: true },
        });
        expect(reply.status, reply.text).toBe(200);
        expect(reply.body).toMatchObject({
          name: "Vikram R. Rao",
          abc_coins: 0,
          rephub: false,
          is_staff: false,
        });
      });

      it("takes a PUT of the whole record", async () => {
        const me = (await api.call("GET", "app/me/", { token: access("visitor@portal.test") }))
          .body as Record<string, unknown>;
        const reply = await api.call("PUT", `app/user/update/${me.id}/`, {
          token: access("visitor@portal.test"),
          body: {
            username: me.username,
            name: "Vikram Rao",
            email: me.email,
            phonenumber: me.phonenumber,
          },
        });
        expect(reply.status, reply.text).toBe(200);
        expect(reply.body).toMatchObject({ name: "Vikram Rao" });
      });

      ext("takes a PUT of some fields (a partial update)", async () => {
        const me = (await api.call("GET", "app/me/", { token: access("visitor@portal.test") }))
          .body as { id: number };
        const reply = await api.call("PUT", `app/user/update/${me.id}/`, {
          token: access("visitor@portal.test"),
          body: { name: "Vikram R. Rao" },
        });
        expect(reply.status, reply.text).toBe(200);
      });

      it("answers 404 for someone else's id", async () => {
        const demo = (await api.call("GET", "app/me/", { token: access("demo@portal.test") }))
          .body as {
          id: number;
        };
        const reply = await api.call("PATCH", `app/user/update/${demo.id}/`, {
          token: access("visitor@portal.test"),
          body: { name: "Hijacked" },
        });
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ detail: "Not found." });
      });

      it("refuses an e-mail another account uses", async () => {
        const me = (await api.call("GET", "app/me/", { token: access("visitor@portal.test") }))
          .body as {
          id: number;
        };
        const reply = await api.call("PATCH", `app/user/update/${me.id}/`, {
          token: access("visitor@portal.test"),
          body: { email: "demo@portal.test" },
        });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ email: ["user with this email already exists."] });
      });
    });

    describe("PMT courses", () => {
      it("lists categories and courses to pro_pmt holders, filtered by category", async () => {
        const token = access("pmt@portal.test");
        const list = await listAll<{ id: number; name: string; slug: string }>(
          "api/pmtcategory/",
          token,
        );
        expect(list.length).toBeGreaterThanOrEqual(3);
        const all = await listAll("api/propmtservice/", token);
        const biology = list.find((category) => category.slug === "biology");
        const courses = await listAll(`api/propmtservice/?category=${biology?.id}`, token);
        expect(courses.length).toBeGreaterThan(0);
        expect(courses.length).toBeLessThan(all.length);
        for (const course of courses) {
          expect(course.category).toBe(biology?.id);
          if (profile.extensions) expect(course).toHaveProperty("coin_price");
          expect(course).not.toHaveProperty("lessons");
        }
      });

      ext("answers 403 to a signed-in user without pro_pmt", async () => {
        for (const path of [
          "api/pmtcategory/",
          "api/propmtservice/",
          "api/purchasedservices/my-services/",
        ]) {
          const reply = await api.call("GET", path, { token: access("visitor@portal.test") });
          expect(reply.status, path).toBe(403);
          expect(reply.body).toEqual({
            detail: "You do not have permission to perform this action.",
          });
        }
      });

      it("rejects an unknown category", async () => {
        const reply = await api.call("GET", "api/propmtservice/?category=abc", {
          token: access("pmt@portal.test"),
        });
        expect(reply.status).toBe(400);
        expect(reply.body).toHaveProperty("category");
      });

      it("shows one course without a token, never its lessons; unknown ids are 404", async () => {
        const reply = await api.call("GET", "api/propmtservice/1/");
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ id: 1 });
        expect(reply.body).not.toHaveProperty("lessons");
        expect((await api.call("GET", "api/propmtservice/99999/")).status).toBe(404);
        expect((await api.call("GET", "api/propmtservice/abc/")).status).toBe(404);
      });
    });

    describe("orders and purchases", () => {
      ext(
        "pays with coins when the balance covers it, and the course becomes the buyer's",
        async () => {
          const token = access("pmt@portal.test");
          const courses = (await api.call("GET", "api/propmtservice/", { token })).body as Array<{
            id: number;
            coin_price: number;
          }>;
          const affordable = courses.find((course) => course.coin_price <= 40);
          expect(affordable).toBeDefined();
          const order = await api.call("POST", "api/orders/", {
            token,
            body: { service: affordable?.id, pay_with_coins: true },
          });
          expect(order.status, order.text).toBe(201);
          expect(order.body).toMatchObject({
            service: affordable?.id,
            status: "paid",
            paid_with: "coins",
          });
          const me = (await api.call("GET", "app/me/", { token })).body as { abc_coins: number };
          expect(me.abc_coins).toBe(40 - (affordable?.coin_price ?? 0));

          const again = await api.call("POST", "api/orders/", {
            token,
            body: { service: affordable?.id },
          });
          expect(again.status).toBe(400);
          expect(again.body).toHaveProperty("non_field_errors");

          const purchases = (await api.call("GET", "api/purchasedservices/my-services/", { token }))
            .body as Array<{
            id: number;
            service: { id: number };
          }>;
          const purchase = purchases.find((item) => item.service.id === affordable?.id);
          expect(purchase).toBeDefined();
          // The order names the purchase it opened (our extension), so the site asks no more.
          expect((order.body as { purchase: number }).purchase).toBe(purchase?.id);
          const detail = await api.call(
            "GET",
            `api/purchasedservices/${purchase?.id}/my-service/`,
            {
              token,
            },
          );
          expect(detail.status).toBe(200);
          expect(
            (detail.body as { service: { lessons: unknown[] } }).service.lessons.length,
          ).toBeGreaterThan(0);

          // Someone else's purchase does not exist for you.
          const other = await api.call("GET", `api/purchasedservices/${purchase?.id}/my-service/`, {
            token: access("demo@portal.test"),
          });
          expect(other.status).toBe(404);
        },
      );

      it("places an order for a course, pending, at its price", async () => {
        const token = access("pmt@portal.test");
        const courses = await listAll<{ id: number; price: string; slug?: string }>(
          "api/propmtservice/",
          token,
        );
        const course = courses.at(-2);
        const pending = await api.call("POST", "api/orders/", {
          token,
          body: { service: course?.id },
        });
        expect(pending.status, pending.text).toBe(201);
        expect(pending.body).toMatchObject({
          service: course?.id,
          status: "pending",
          amount: course?.price,
        });
      });

      ext("leaves an order pending when coins do not cover it", async () => {
        const token = access("pmt@portal.test");
        const courses = (await api.call("GET", "api/propmtservice/", { token })).body as Array<{
          id: number;
          coin_price: number;
          price: string;
        }>;
        const expensive = courses.find((course) => course.coin_price > 1000) ?? courses.at(-1);
        const declined = await api.call("POST", "api/orders/", {
          token,
          body: { service: expensive?.id, pay_with_coins: true },
        });
        expect(declined.status).toBe(400);
        expect(declined.body).toHaveProperty("pay_with_coins");
        const pending = await api.call("POST", "api/orders/", {
          token,
          body: { service: expensive?.id },
        });
        expect(pending.status).toBe(201);
        expect(pending.body).toMatchObject({
          status: "pending",
          paid_with: "manual",
          amount: expensive?.price,
          purchase: null,
        });
      });

      ext(
        "places one order when the same order arrives twice at once (a double click)",
        async () => {
          const token = access("demo@portal.test");
          const courses = (await api.call("GET", "api/propmtservice/", { token })).body as Array<{
            id: number;
            slug: string;
          }>;
          const course = courses.find((item) => item.slug === "plant-physiology-focus");
          const replies = await Promise.all(
            [1, 2].map(() =>
              api.call("POST", "api/orders/", { token, body: { service: course?.id } }),
            ),
          );
          expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
          const refused = replies.find((reply) => reply.status === 400);
          expect(refused?.body).toEqual({
            non_field_errors: ["You already have an order for this course."],
          });
          const orders = (await api.call("GET", "api/orders/", { token })).body as Array<{
            service: number;
          }>;
          expect(orders.filter((order) => order.service === course?.id)).toHaveLength(1);
        },
      );

      it("lists your own orders, newest first", async () => {
        const orders = await listAll<{ id: number; created_at: string }>(
          "api/orders/",
          access("pmt@portal.test"),
        );
        expect(orders.length).toBe(profile.extensions ? 3 : 1);
        const times = orders.map((order) => Date.parse(order.created_at));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        expect(await listAll("api/orders/", access("visitor@portal.test"))).toEqual([]);
      });

      it("validates the order", async () => {
        const token = access("pmt@portal.test");
        const missing = await api.call("POST", "api/orders/", { token, body: {} });
        expect(missing.status).toBe(400);
        expect(missing.body).toEqual({ service: ["This field is required."] });
        const unknown = await api.call("POST", "api/orders/", { token, body: { service: 99999 } });
        expect(unknown.status).toBe(400);
        expect(unknown.body).toHaveProperty("service");
      });
    });

    describe("public calls", () => {
      it("lists the home and PMT sliders (bare arrays, or DRF pages)", async () => {
        for (const path of ["api/homesliders/", "api/pmtsliders/"]) {
          const slides = await listAll(path);
          expect(slides[0]).toMatchObject({
            title: expect.any(String),
            image: expect.any(String),
          });
        }
      });

      it("takes an enquiry", async () => {
        const reply = await api.call("POST", "api/enquiry/", {
          body: {
            name: "Anil",
            email: "anil@example.com",
            message: "Do you run weekend batches?",
            page: "/contact",
          },
        });
        expect(reply.status).toBe(201);
        expect(reply.body).toMatchObject({ name: "Anil", message: "Do you run weekend batches?" });
        const bad = await api.call("POST", "api/enquiry/", { body: { email: "x" } });
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body as object).sort()).toEqual(["email", "message", "name"]);
      });

      ext("answers request-otp alike for known and unknown accounts", async () => {
        const known = await api.call("POST", "app/request-otp/", {
          body: { email: "demo@portal.test" },
        });
        const unknown = await api.call("POST", "app/request-otp/", {
          body: { email: "nobody@portal.test" },
        });
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(200);
        expect(known.body).toEqual(unknown.body);
      });

      it("rejects a wrong one-time code", async () => {
        const reply = await api.call("POST", "app/verify-otp/", {
          body: {
            email: "demo@portal.test",
            otp: "000000",
            password: "NewPass123",
            new_password: "NewPass123",
          },
        });
        expect(reply.status).toBe(400);
        if (profile.extensions) expect(reply.body).toHaveProperty("otp");
      });
    });

    describe("errors", () => {
      it("unknown path: 404; wrong method: 405 with Allow", async () => {
        const missing = await api.call("GET", "api/nothing-here/");
        expect(missing.status).toBe(404);
        // Django answers its HTML page here; our service JSON.
        if (profile.extensions) expect(missing.body).toEqual({ detail: "Not found." });
        const wrong = await api.call("GET", "app/register/");
        expect(wrong.status).toBe(405);
        expect(wrong.body).toEqual({ detail: 'Method "GET" not allowed.' });
        expect(wrong.headers.get("allow")).toContain("POST");
      });

      it("a body that is not JSON: 400 with a detail; an unsupported type: 415", async () => {
        const broken = await api.call("POST", "auth/jwt/create/", { body: "{not json" });
        expect(broken.status).toBe(400);
        expect(broken.body).toHaveProperty("detail");
        const typed = await api.call("POST", "auth/jwt/create/", {
          body: "username=a",
          headers: { "content-type": "text/plain" },
        });
        expect(typed.status).toBe(415);
        expect(typed.body).toHaveProperty("detail");
      });
    });
  });
}

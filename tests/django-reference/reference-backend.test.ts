import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DJANGO_REFERENCE_MISSING,
  djangoReferenceAvailable,
  type ReferenceBackend,
  startDjangoReference,
} from "./reference-backend.ts";

/**
 * What the real libraries do by default, seen on the reference backend: the
 * facts the site must tolerate (issue #12). If Debian's packages are missing,
 * this says so and skips.
 */
const ready = djangoReferenceAvailable();
if (!ready) console.warn(DJANGO_REFERENCE_MISSING);

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return {
    status: response.status,
    text,
    json: json as Record<string, unknown> | null,
    headers: response.headers,
  };
}

describe.skipIf(!ready)("the Django reference backend, library defaults", () => {
  let django: ReferenceBackend;
  beforeAll(async () => {
    django = await startDjangoReference();
  }, 120_000);
  afterAll(async () => django?.stop());

  const signIn = async (username = "demo@portal.test") =>
    (await call(django.url, "POST", "auth/jwt/create/", { username, password: "Demo12345" }))
      .json as {
      access: string;
      refresh: string;
    };

  it("signs in with {refresh, access}; refresh without rotation answers {access} only", async () => {
    const pair = await signIn();
    expect(Object.keys(pair).sort()).toEqual(["access", "refresh"]);
    const refreshed = await call(django.url, "POST", "auth/jwt/refresh/", {
      refresh: pair.refresh,
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.json ?? {})).toEqual(["access"]);
  });

  it("PUT is a full update (username required), PATCH a partial one", async () => {
    const { access } = await signIn("visitor@portal.test");
    const me = (await call(django.url, "GET", "app/me/", undefined, access)).json as { id: number };
    const put = await call(django.url, "PUT", `app/user/update/${me.id}/`, { name: "V" }, access);
    expect(put.status).toBe(400);
    expect(put.json).toHaveProperty("username");
    const patch = await call(
      django.url,
      "PATCH",
      `app/user/update/${me.id}/`,
      { name: "Vikram R" },
      access,
    );
    expect(patch.status).toBe(200);
  });

  it("unknown URLs answer Django's HTML 404; a missing slash a 301", async () => {
    const unknown = await call(django.url, "GET", "api/nothing-here/");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toMatch(/<html|<!DOCTYPE/i);
    const slash = await call(django.url, "GET", "api/homesliders");
    expect(slash.status).toBe(301);
  });

  it("lists are plain arrays; slider images are absolute URLs; a course may have no image", async () => {
    const sliders = await call(django.url, "GET", "api/homesliders/");
    expect(Array.isArray(sliders.json)).toBe(true);
    expect((sliders.json as unknown as Array<{ image: string }>)[0]?.image).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/media\//,
    );
    const course = await call(django.url, "GET", "api/propmtservice/1/");
    expect(course.status).toBe(200);
    expect(course.json).toMatchObject({ id: 1, image: null });
    expect(course.json).not.toHaveProperty("coin_price");
  });

  it("401 bodies, validation errors as field lists, an invalid category filter is a 400", async () => {
    const none = await call(django.url, "GET", "app/me/");
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ detail: "Authentication credentials were not provided." });
    const register = await call(django.url, "POST", "app/register/", { email: "not-an-email" });
    expect(register.status).toBe(400);
    expect(register.json?.email).toEqual(["Enter a valid email address."]);
    const { access } = await signIn("pmt@portal.test");
    const filter = await call(
      django.url,
      "GET",
      "api/propmtservice/?category=999",
      undefined,
      access,
    );
    expect(filter.status).toBe(400);
  });

  it("an order is 201 {id, service, amount, status, created_at}, the course as an id", async () => {
    const { access } = await signIn("pmt@portal.test");
    const order = await call(django.url, "POST", "api/orders/", { service: 2 }, access);
    expect(order.status).toBe(201);
    expect(Object.keys(order.json ?? {}).sort()).toEqual([
      "amount",
      "created_at",
      "id",
      "service",
      "status",
    ]);
    expect(order.json).toMatchObject({ service: 2, status: "pending" });
  });

  it("one-time codes: unknown e-mail a 404 with a detail; the code by mail; a wrong code a 400", async () => {
    const unknown = await call(django.url, "POST", "app/request-otp/", {
      email: "nobody@example.com",
    });
    expect(unknown.status).toBe(404);
    expect(typeof unknown.json?.detail).toBe("string");
    const sent = await call(django.url, "POST", "app/request-otp/", {
      email: "visitor@portal.test",
    });
    expect(sent.json).toEqual({ detail: "OTP sent." });
    expect(django.latestCode("visitor@portal.test")).toMatch(/^\d{6}$/);
    const wrong = await call(django.url, "POST", "app/verify-otp/", {
      email: "visitor@portal.test",
      otp: "000000",
      new_password: "Fresh2026",
    });
    expect(wrong.status).toBe(400);
  });
});

describe.skipIf(!ready)("the Django reference backend, switches on", () => {
  let django: ReferenceBackend;
  beforeAll(async () => {
    django = await startDjangoReference({ rotate: true, paginate: true });
  }, 120_000);
  afterAll(async () => django?.stop());

  it("rotates refresh tokens and paginates lists when asked to", async () => {
    const pair = (
      await call(django.url, "POST", "auth/jwt/create/", {
        username: "pmt@portal.test",
        password: "Demo12345",
      })
    ).json as { access: string; refresh: string };
    const refreshed = await call(django.url, "POST", "auth/jwt/refresh/", {
      refresh: pair.refresh,
    });
    expect(Object.keys(refreshed.json ?? {}).sort()).toEqual(["access", "refresh"]);
    const reused = await call(django.url, "POST", "auth/jwt/refresh/", { refresh: pair.refresh });
    expect(reused.status).toBe(401);
    const page = await call(django.url, "GET", "api/propmtservice/", undefined, pair.access);
    expect(page.json).toMatchObject({ count: 9, previous: null });
    expect(page.json?.next).toMatch(/page=2/);
    expect(page.json?.results).toHaveLength(2);
  });
});

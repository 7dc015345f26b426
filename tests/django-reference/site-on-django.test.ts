import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "../../app/root.tsx";
import { createServiceApi } from "../../app/service-api/service-api.server.ts";
import { remoteTransport } from "../../server/service-transport.ts";
import { runRoute, signedInCookie } from "../pages/page-harness.ts";
import {
  djangoReferenceAvailable,
  type ReferenceBackend,
  startDjangoReference,
} from "./reference-backend.ts";

/**
 * The site's server side on the Django reference backend with simplejwt's
 * defaults (no refresh rotation) and 2-second access tokens: a session must
 * outlive many access tokens, because the refresh token it holds stays good.
 */
describe.skipIf(!djangoReferenceAvailable())("the site on the Django reference", () => {
  let django: ReferenceBackend;
  beforeAll(async () => {
    // Two seconds: short enough to expire ten times, long enough for a loaded CI machine.
    django = await startDjangoReference({ accessSeconds: 2 });
  }, 60_000);
  afterAll(async () => django?.stop());

  it("a session survives ten access-token lifetimes when refresh tokens do not rotate", async () => {
    const transport = remoteTransport(django.url, 5_000);
    const cookie = await signedInCookie("pmt@portal.test", transport);
    for (let lifetime = 0; lifetime < 10; lifetime++) {
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const run = await runRoute<Awaited<ReturnType<typeof rootLoader>>>(rootLoader as never, {
        path: "/",
        pattern: "",
        transport,
        init: { headers: { cookie } },
      });
      expect(run.data?.user?.email, `after ${lifetime + 1} lifetimes`).toBe("pmt@portal.test");
      // The session keeps its id: a refresh changes what the server holds, not the cookie.
      expect(run.setCookie ?? "").not.toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    }
  }, 60_000);
});

describe.skipIf(!djangoReferenceAvailable())("the site's client on the Django reference", () => {
  let django: ReferenceBackend;
  beforeAll(async () => {
    django = await startDjangoReference();
  }, 60_000);
  afterAll(async () => django?.stop());

  it("reads every list and answer of the core", async () => {
    const api = createServiceApi(remoteTransport(django.url, 5_000));
    const login = await api.login("demo@portal.test", "Demo12345");
    expect(login.kind).toBe("ok");
    const access = login.kind === "ok" ? login.data.access : "";
    const courses = await api.pmtCourses(access);
    expect(courses.kind === "ok" && courses.data.length).toBe(9);
    const course = courses.kind === "ok" ? courses.data[0] : undefined;
    expect(course).toMatchObject({ coin_price: null, highlights: [], image: null });
    const purchases = await api.myCourses(access);
    expect(purchases.kind === "ok" && purchases.data[0]?.service.title).toBeTruthy();
    const orders = await api.orders(access);
    expect(orders.kind === "ok" && orders.data[0]).toMatchObject({
      service_title: null,
      paid_with: null,
    });
    const slides = await api.homeSliders();
    expect(slides.kind === "ok" && slides.data[0]?.image).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/media\//,
    );
    const unknown = await api.requestOtp({ email: "nobody@example.com" });
    expect(unknown.kind).toBe("rejected");
  });
});

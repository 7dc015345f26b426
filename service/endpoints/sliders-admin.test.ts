import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StaffSlide } from "#contract/staff.ts";
import {
  accessTokenOf,
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";

describe.each(TEST_DATABASES)("staff: the home and PMT sliders, on $database", ({ postgres }) => {
  let t: TestService;
  let staff: string;

  beforeEach(async () => {
    t = await startTestService({ postgres });
    staff = await accessTokenOf(t, "staff@portal.test");
  });
  afterEach(async () => t.close());

  const slide = {
    title: "Enrolments open",
    subtitle: "The NEET year, planned.",
    image: "/images/slides/neet.webp",
    link: "/pmt-aspirants",
    position: 0,
    active: true,
  };

  it("adds, reorders and hides slides; the public list shows the shown ones in order", async () => {
    const added = await t.call("POST", "admin/home-sliders/", { token: staff, body: slide });
    expect(added.status, added.text).toBe(201);
    const id = (added.body as StaffSlide).id;
    let shown = (await t.call("GET", "api/homesliders/")).body as { id: number; title: string }[];
    expect(shown[0]).toMatchObject({ id, title: "Enrolments open" });

    const hidden = await t.call("POST", `admin/home-sliders/${id}/`, {
      token: staff,
      body: { ...slide, active: false },
    });
    expect(hidden.status).toBe(200);
    shown = (await t.call("GET", "api/homesliders/")).body as { id: number; title: string }[];
    expect(shown.map((s) => s.id)).not.toContain(id);
    const all = (await t.call("GET", "admin/home-sliders/", { token: staff })).body as StaffSlide[];
    expect(all.find((s) => s.id === id)?.active).toBe(false);
    // The PMT slider is another list.
    const pmt = (await t.call("GET", "admin/pmt-sliders/", { token: staff })).body as StaffSlide[];
    expect(pmt.map((s) => s.id)).not.toContain(id);
    const audit = await t.call("GET", `admin/audit/?subject=home%20slide%20${id}`, {
      token: staff,
    });
    expect((audit.body as { count: number }).count).toBe(2);
    expect(
      (await t.call("POST", "admin/pmt-sliders/999999/", { token: staff, body: slide })).status,
    ).toBe(404);
  });

  it("refuses links and pictures that lead off the site, and malformed slides, with words", async () => {
    for (const link of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "http://plain.example",
    ]) {
      const reply = await t.call("POST", "admin/home-sliders/", {
        token: staff,
        body: { ...slide, link },
      });
      expect(reply.status, link).toBe(400);
      expect(JSON.stringify(reply.body)).toContain("A link is a path on this site");
    }
    expect(
      (
        await t.call("POST", "admin/home-sliders/", {
          token: staff,
          body: { ...slide, link: "https://example.org/x" },
        })
      ).status,
    ).toBe(201);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            title: fc.oneof(
              fc.constant(""),
              fc.integer(),
              fc.string({ minLength: 201, maxLength: 220 }),
            ),
            image: fc.constantFrom("", "https://evil.example/x.png", "//x", 5),
            position: fc.oneof(fc.constant(-1), fc.constant(1.5), fc.string()),
            active: fc.constantFrom("yes", 1, null),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const reply = await t.call("POST", "admin/pmt-sliders/", {
            token: staff,
            body: { ...slide, ...body, extra: undefined },
          });
          if (Object.keys(body).length === 0) return;
          expect(reply.status).toBe(400);
        },
      ),
      { numRuns: 30 },
    );
  });
});

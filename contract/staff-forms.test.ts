import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldsOf, parsePosted } from "../app/forms/form-reply.server.ts";
import { ENTITLEMENTS } from "./entitlements.ts";
import {
  ActiveSchema,
  AnswerSchema,
  CategorySchema,
  CoinsSchema,
  CourseSchema,
  ModuleSchema,
  ReviewSchema,
  RoleSchema,
  SlideSchema,
} from "./staff.ts";
import {
  ActiveFormSchema,
  AnswerFormSchema,
  CategoryFormSchema,
  CoinsFormSchema,
  CourseFormSchema,
  DeclineFormSchema,
  GrantFormSchema,
  lessonsOf,
  lessonsText,
  ModuleFormSchema,
  RoleFormSchema,
  SlideFormSchema,
} from "./staff-forms.ts";

/** Each console form, and the staff call's schema its body must pass. */
const FORMS = [
  { name: "coins", form: CoinsFormSchema, call: CoinsSchema },
  { name: "module", form: ModuleFormSchema, call: ModuleSchema },
  { name: "active", form: ActiveFormSchema, call: ActiveSchema },
  { name: "role", form: RoleFormSchema, call: RoleSchema },
  { name: "grant", form: GrantFormSchema, call: ReviewSchema },
  { name: "decline", form: DeclineFormSchema, call: ReviewSchema },
  { name: "answer", form: AnswerFormSchema, call: AnswerSchema },
  { name: "category", form: CategoryFormSchema, call: CategorySchema },
  { name: "slide", form: SlideFormSchema, call: SlideSchema },
  { name: "course", form: CourseFormSchema, call: CourseSchema },
] as const;

const pdf = () => new File(["%PDF-1.4\n"], "notes.pdf", { type: "application/pdf" });

/** A field a console form might post, or any other name. */
const postedName = fc.oneof(
  fc.constantFrom(
    ...new Set(FORMS.flatMap(({ form }) => fieldsOf(form))),
    "intent",
    "record",
    "__proto__",
    // Conform's path syntax: a list of four billion places, were it read.
    "grant[4294967294]",
    "reason[100000000]",
    "resource_url[3]",
    "title.text",
  ),
  fc.string({ maxLength: 10 }),
);
/** What a browser, or something pretending to be one, may post as a value. */
const postedValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-0",
    "+5",
    "1e3",
    "NaN",
    "true",
    "on",
    "rephub",
    "admin",
    "\u0000",
  ),
  fc.integer().map(String),
  fc.constant("x".repeat(6000)),
  fc.constant(null).map(() => new File([], "")),
  fc.constant(null).map(pdf),
);

describe("the console's form schemas", () => {
  it("read any posted form without throwing: a body the staff call accepts, or messages under the form's own field names", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(postedName, postedValue), { maxLength: 14 }),
        // By name: a counterexample then names the form rather than printing its schema.
        fc.constantFrom(...FORMS.map(({ name }) => name)),
        (entries, name) => {
          const { form, call } = FORMS.find((item) => item.name === name) as (typeof FORMS)[number];
          const posted = new FormData();
          for (const [name, value] of entries) posted.append(name, value);
          const submission = parsePosted(posted, form);
          if (submission.status === "success") {
            expect(call.safeParse(submission.value).success).toBe(true);
          } else {
            const names = fieldsOf(form);
            // A message is under a field of the form, or an item of one ("grant[0]").
            for (const path of Object.keys(submission.error ?? {})) {
              expect(names).toContain(path.split(/[.[]/)[0]);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("never read a posted name as a path into a list (one short post, a server out of memory)", () => {
    for (const name of ["grant[4294967294]", "resource_title[999999999]", "reason[100000000]"]) {
      const posted = new FormData();
      posted.append("grant", "rephub");
      posted.append(name, "x");
      const submission = parsePosted(
        posted,
        name.startsWith("grant") ? GrantFormSchema : CourseFormSchema,
      );
      expect(JSON.stringify(submission.reply()).length).toBeLessThan(5000);
    }
  });

  it("take what a person types: signs, spaces and one or several ticked modules", () => {
    expect(CoinsFormSchema.parse({ change: " +50 ", reason: "Scholarship" })).toEqual({
      change: 50,
      reason: "Scholarship",
    });
    expect(
      CoinsFormSchema.safeParse({ change: "0", reason: "None" }).error?.issues[0]?.message,
    ).toBe("A change of 0 changes nothing: enter how many to add or take.");
    expect(GrantFormSchema.parse({ grant: "rephub" })).toEqual({ grant: ["rephub"] });
    expect(GrantFormSchema.parse({ grant: [...ENTITLEMENTS] })).toEqual({ grant: ENTITLEMENTS });
    expect(GrantFormSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Choose at least one module to grant.",
    );
    expect(AnswerFormSchema.parse({ reply: "   " })).toEqual({});
    expect(ModuleFormSchema.parse({ module: "rephub", granted: "false" })).toEqual({
      module: "rephub",
      granted: false,
    });
  });

  it("say everything wrong with a course at once, each message beside its own field", () => {
    const result = CourseFormSchema.safeParse({
      title: "A",
      price: "cheap",
      new_resource_title: "Notes",
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toEqual({
      title: "Give the course a title (at least 3 characters).",
      category: "Choose a category.",
      price: "Enter the price in rupees, like 3499 or 3499.50.",
      coin_price: "The coin price is a whole number.",
      new_resource_file: "Choose the PDF file to add, or clear its title.",
      image_file: "Choose a picture for the course.",
    });
  });

  it("keep a course's files in order, drop the ones ticked for removal and hold a place for a new one", () => {
    const course = CourseFormSchema.parse({
      title: "Animal Kingdom",
      category: "2",
      price: "1999",
      coin_price: "0",
      image: "/service/media/abc.webp",
      resource_url: ["/downloads/a.pdf", "/downloads/b.pdf"],
      resource_title: ["First notes", "Second notes"],
      resource_remove: "/downloads/a.pdf",
      new_resource_title: "New notes",
      new_resource_file: pdf(),
      is_active: "on",
    });
    expect(course.resources.map((resource) => resource.title)).toEqual([
      "Second notes",
      "New notes",
    ]);
    expect(course.is_active).toBe(true);
  });

  it("read the lessons box back as it was written", () => {
    const part = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((text) => text.replace(/[|\r\n]/g, "").trim())
      .filter((text) => text !== "");
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: part, duration: part, summary: part })),
        (lessons) => {
          expect(lessonsOf(lessonsText(lessons))).toEqual(lessons);
        },
      ),
    );
  });

  it("read the coin form's balance it was decided on: none when empty, refused when not a balance", () => {
    const read = (expected: string) =>
      CoinsFormSchema.safeParse({ change: "-5", reason: "Refund", expected });
    expect(read("").data).toEqual({ change: -5, reason: "Refund" });
    expect(read("40").data).toEqual({ change: -5, reason: "Refund", expected: 40 });
    for (const bad of ["-1", "4.5", "x", "99999999999"]) expect(read(bad).success).toBe(false);
  });

  it("name their fields through the transforms, for the service's answers", () => {
    expect(fieldsOf(CoinsFormSchema)).toEqual(["change", "reason", "expected"]);
    expect(fieldsOf(AnswerFormSchema)).toEqual(["reply"]);
    expect(fieldsOf(CourseFormSchema)).toContain("new_resource_file");
  });
});

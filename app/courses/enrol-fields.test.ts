import { describe, expect, it } from "vitest";
import { checkEnrol, enrolErrors, enrolValues, hasErrors } from "./enrol-fields";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("checkEnrol (the service's OrderSchema)", () => {
  it("reads the posted choice", () => {
    expect(checkEnrol(enrolValues(form({ service: "3", pay_with_coins: "true" })))).toEqual({
      ok: true,
      order: { service: 3, pay_with_coins: true },
    });
    expect(checkEnrol(enrolValues(form({ service: "3", pay_with_coins: "false" })))).toEqual({
      ok: true,
      order: { service: 3, pay_with_coins: false },
    });
  });

  it("reads no choice as a pending order, as the service does", () => {
    expect(checkEnrol(enrolValues(form({ service: "3" })))).toEqual({
      ok: true,
      order: { service: 3, pay_with_coins: false },
    });
  });

  it.each([
    [{ service: "" }, "service", "This field is required."],
    [{ service: "x" }, "service", "A valid integer is required."],
    [{ service: "0" }, "service", "A valid integer is required."],
    [{ service: "3", pay_with_coins: "yes please" }, "pay_with_coins", "Must be a valid boolean."],
  ])("refuses %j", (values, field, message) => {
    const check = checkEnrol(enrolValues(form(values)));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toEqual({ [field]: message });
  });
});

describe("enrolErrors (DRF's error body)", () => {
  it("puts each field's messages in its place, and the rest with the form's", () => {
    expect(
      enrolErrors({
        pay_with_coins: ["Your balance of 10 coins does not cover this course (30 coins)."],
        non_field_errors: ["You already have an order for this course."],
        detail: "Slow down.",
      }),
    ).toEqual({
      pay_with_coins: "Your balance of 10 coins does not cover this course (30 coins).",
      non_field_errors: "You already have an order for this course. Slow down.",
    });
  });

  it("is empty for a body that is not DRF's", () => {
    expect(enrolErrors(null)).toEqual({});
    expect(enrolErrors(["x"])).toEqual({});
    expect(enrolErrors("oops")).toEqual({});
    expect(hasErrors(enrolErrors({ other: [] }))).toBe(false);
  });
});

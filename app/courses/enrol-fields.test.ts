import { describe, expect, it } from "vitest";
import { OrderSchema } from "#contract/schemas.ts";
import { parseForm } from "~/forms/parse-form";

/** The Enrol form as the browser and the action read it: the service's OrderSchema. */

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
const read = (values: Record<string, string>) => parseForm(form(values), OrderSchema);

describe("the Enrol form read with OrderSchema", () => {
  it("reads the posted choice, and no choice as a pending order (as the service does)", () => {
    const coins = read({ service: "3", pay_with_coins: "true" });
    expect(coins.status === "success" && coins.value).toEqual({ service: 3, pay_with_coins: true });
    const none = read({ service: "3" });
    expect(none.status === "success" && none.value).toEqual({ service: 3, pay_with_coins: false });
  });

  it.each([
    [{ service: "" }, "service", "This field is required."],
    [{ service: "x" }, "service", "A valid integer is required."],
    [{ service: "0" }, "service", "A valid integer is required."],
    [{ service: "3", pay_with_coins: "yes please" }, "pay_with_coins", "Must be a valid boolean."],
  ])("refuses %j", (values, field, message) => {
    const submission = read(values);
    expect(submission.status).toBe("error");
    if (submission.status !== "success") expect(submission.error).toEqual({ [field]: [message] });
  });
});

import { describe, expect, it, vi } from "vitest";
import type { StaffApi } from "~/service-api/staff-calls.server";
import { askFirst } from "./confirm-step.server";

const staff = {} as StaffApi;
const QUESTION = {
  question: "Decline Asha Rao’s registration?",
  consequence: "Asha Rao will be told by e-mail.",
  yes: "Yes, decline",
  keep: "Keep the registration",
};

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("asking before harm", () => {
  it("answers an unconfirmed post with the question and the fields to post again", async () => {
    const ask = vi.fn(async () => QUESTION);
    const form = posted({ intent: "decline", record: "7", confirmed: "no" });
    expect(await askFirst(ask, form, staff, 7, {})).toEqual({
      kind: "ask",
      confirm: {
        ...QUESTION,
        fields: [
          ["intent", "decline"],
          ["record", "7"],
        ],
      },
    });
  });

  it("posts back the value the question stated, not the page's", async () => {
    const ask = async () => ({ ...QUESTION, set: { expected: "40" } });
    const form = posted({ intent: "coins", record: "7", change: "-5", expected: "55" });
    const asked = await askFirst(ask, form, staff, 7, {});
    expect(asked.kind === "ask" && asked.confirm.fields).toEqual([
      ["intent", "coins"],
      ["record", "7"],
      ["change", "-5"],
      ["expected", "40"],
    ]);
  });

  it("goes ahead only when confirmed, or when there is nothing to ask", async () => {
    const ask = vi.fn(async () => QUESTION);
    expect(await askFirst(ask, posted({ confirmed: "yes" }), staff, 7, {})).toEqual({
      kind: "go",
    });
    expect(ask).not.toHaveBeenCalled();
    expect(await askFirst(undefined, posted({}), staff, 7, {})).toEqual({ kind: "go" });
    expect(await askFirst(async () => null, posted({}), staff, 7, {})).toEqual({ kind: "go" });
  });

  it("passes on the service's refusal to read the record", async () => {
    const gone = { kind: "rejected" as const, status: 404, data: {}, retryAfter: null };
    expect(await askFirst(async () => gone, posted({}), staff, 7, {})).toEqual({
      kind: "refused",
      result: gone,
    });
  });
});

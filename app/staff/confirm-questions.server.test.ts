import { describe, expect, it } from "vitest";
import { ENTITLEMENTS } from "#contract/entitlements.ts";
import type { PersonDetail } from "#contract/staff.ts";
import type { StaffApi } from "~/service-api/staff-calls.server";
import { askBeforeRevoke, askBeforeTakingCoins } from "./confirm-questions.server";

/** A console whose person read answers this person (only what the questions read). */
function staffWith(person: Partial<PersonDetail>): StaffApi {
  const modules = Object.fromEntries(ENTITLEMENTS.map((name) => [name, false]));
  const whole = { name: "Asha Rao", email: "asha@example.com", abc_coins: 40, modules, ...person };
  return { person: async () => ({ kind: "ok", data: whole }) } as unknown as StaffApi;
}

describe("the questions before harm", () => {
  it("asks before revoking a module the page showed, even if the record says it is not granted now", async () => {
    // A colleague may grant it again before the answer comes back: a revoke let through
    // unasked would then be done.
    const asked = await askBeforeRevoke(staffWith({}), 7, { module: "rephub", granted: false });
    expect(asked).toMatchObject({ question: "Revoke RepHub from Asha Rao?" });
  });

  it("does not ask before a grant", async () => {
    expect(await askBeforeRevoke(staffWith({}), 7, { module: "rephub", granted: true })).toBeNull();
  });

  it("asks before taking coins, with the balance it was asked about to post back", async () => {
    const asked = await askBeforeTakingCoins(staffWith({ abc_coins: 40 }), 7, {
      change: -10,
      reason: "Refund",
    });
    expect(asked).toMatchObject({
      question: "Take 10 coins from Asha Rao?",
      set: { expected: "40" },
    });
  });

  it("asks before taking more than the balance holds too, and says it will be refused", async () => {
    const asked = await askBeforeTakingCoins(staffWith({ abc_coins: 5 }), 7, {
      change: -10,
      reason: "Refund",
    });
    expect(asked).toMatchObject({ set: { expected: "5" } });
    expect((asked as { consequence: string }).consequence).toMatch(
      /below zero, so it will be refused/,
    );
  });
});

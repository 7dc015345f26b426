import { describe, expect, it } from "vitest";
import { ENTITLEMENT_NAMES, ENTITLEMENTS } from "#contract/entitlements.ts";
import { actionLabel, actorLabel, describeValues } from "./audit-words";

describe("the audit log in words", () => {
  it("names every module, coins and the active flag by their labels, never the database's names", () => {
    const before = Object.fromEntries(ENTITLEMENTS.map((module) => [module, false]));
    const lines = [
      ...describeValues("grant", before),
      ...describeValues("coins", { abc_coins: 1250, reason: "Scholarship" }),
      ...describeValues("deactivate", { is_active: false }),
      ...describeValues("review-decline", { reviewed_at: null }),
    ];
    expect(lines).toContain(`${ENTITLEMENT_NAMES.pro_pmt}: not granted`);
    expect(lines).toContain("Coins: 1,250 coins");
    expect(lines).toContain("Reason: Scholarship");
    expect(lines).toContain("Active: no");
    expect(lines).toContain("Reviewed: no");
    const text = lines.join("\n");
    for (const name of [...ENTITLEMENTS, "abc_coins", "is_active", "reviewed_at"]) {
      expect(text).not.toContain(name);
    }
  });

  it("says an order's status and coins returned as the console does", () => {
    expect(
      describeValues("cancel-order", { order: 12, status: "cancelled", refunded_coins: 1 }),
    ).toEqual(["Order: 12", "Status: Cancelled", "Coins returned: 1 coin"]);
  });

  it("counts a restore's rows instead of naming its tables", () => {
    expect(describeValues("restore", { users: 3, coin_ledger: 4 })).toEqual(["Rows restored: 7"]);
  });

  it("reads a field or action it has no label for, and nothing for nothing recorded", () => {
    expect(describeValues("x", { new_field: true })).toEqual(["New field: yes"]);
    expect(describeValues("x", null)).toEqual([]);
    expect(actionLabel("confirm-order")).toBe("Order confirmed");
    expect(actionLabel("some-new-thing")).toBe("Some new thing");
    expect(actionLabel("constructor")).toBe("Constructor");
  });

  it("names who changed it without a shell command: staff have none", () => {
    expect(actorLabel("npm run ops")).toBe("The technical team");
    expect(actorLabel("npm run ops (ravi) through the server")).toBe("The technical team (ravi)");
    expect(actorLabel("npm run ops (ravi)")).toBe("The technical team (ravi)");
    expect(actorLabel("system")).toBe("The portal");
    expect(actorLabel("staff@portal.test")).toBe("staff@portal.test");
  });
});

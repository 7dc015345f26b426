import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_CODES } from "#contract/second-factor.ts";
import { provedSecondFactor, secondFactorPath, throwIfCodeAsked } from "./second-factor.server";

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

/** What the console does when the service asks for a code (decision 0060). */
describe("the code page's doors", () => {
  it("reads the factor from the token's claim, and nothing from a token it cannot read", () => {
    expect(provedSecondFactor(token({ user_id: 1, mfa: 1_800_000_000 }))).toBe(true);
    for (const access of [
      undefined,
      "",
      token({ user_id: 1 }),
      token({ mfa: "yes" }),
      token({ mfa: 0 }),
      "not.a-token",
      "a.%%%.b",
    ]) {
      expect(provedSecondFactor(access), String(access)).toBe(false);
    }
  });

  it("comes back only to a page of this site", () => {
    expect(secondFactorPath("/staff/people?q=priya")).toBe(
      "/staff/second-factor?next=%2Fstaff%2Fpeople%3Fq%3Dpriya",
    );
    for (const hostile of [
      "//evil.example/staff",
      "https://evil.example/",
      "/\\evil",
      "javascript:1",
    ]) {
      expect(secondFactorPath(hostile), hostile).toBe("/staff/second-factor?next=%2Fstaff");
    }
  });

  it("sends to the code page for each code the service asks with, and step-up says why", () => {
    const url = new URL("http://site.test/staff/people/12?tab=coins");
    const thrown = (data: unknown) => {
      try {
        throwIfCodeAsked(data, url);
        return null;
      } catch (error) {
        return (error as Response).headers.get("location");
      }
    };
    const back = encodeURIComponent("/staff/people/12?tab=coins");
    expect(thrown({ code: SECOND_FACTOR_CODES.required })).toBe(
      `/staff/second-factor?next=${back}`,
    );
    expect(thrown({ code: SECOND_FACTOR_CODES.setupRequired })).toBe(
      `/staff/second-factor?next=${back}`,
    );
    expect(thrown({ code: SECOND_FACTOR_CODES.stepUp })).toBe(
      `/staff/second-factor?next=${back}&why=step-up`,
    );
    // Any other refusal is the page's to say.
    for (const other of [null, {}, { detail: "No." }, { code: "permission_denied" }, "text"]) {
      expect(thrown(other)).toBeNull();
    }
  });
});

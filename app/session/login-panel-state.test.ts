import { describe, expect, it } from "vitest";
import { PANEL_HIDDEN, panelCookie, panelHiddenIn, panelVariantOf } from "./login-panel-state";

describe("the login panel's remembered state", () => {
  it("reads only the exact hidden value, wherever it sits among other cookies", () => {
    expect(panelHiddenIn("login_panel=hidden")).toBe(true);
    expect(panelHiddenIn("a=1; login_panel=hidden; b=2")).toBe(true);
    expect(panelHiddenIn("a=1;login_panel=hidden")).toBe(true);
    for (const other of [
      undefined,
      null,
      "",
      "login_panel=",
      "login_panel=shown",
      "login_panel=hiddenx",
      "xlogin_panel=hidden",
      "login_panel=HIDDEN",
      "portal_session=login_panel=hidden",
    ]) {
      expect(panelHiddenIn(other), String(other)).toBe(false);
    }
  });

  it("gives the page cache two variants at most, whatever the cookies say", () => {
    const variants = new Set(
      Array.from({ length: 200 }, (_, index) =>
        panelVariantOf(
          `x${index}=${"y".repeat(index)}; login_panel=${index % 3 ? "hidden" : index}`,
        ),
      ),
    );
    expect([...variants].sort()).toEqual(["", PANEL_HIDDEN]);
  });

  it("remembers for a year and forgets at once, Secure when asked", () => {
    expect(panelCookie(true, false)).toMatch(
      /^login_panel=hidden; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(panelCookie(false, true)).toMatch(/^login_panel=; Max-Age=0; .*; Secure$/);
  });
});

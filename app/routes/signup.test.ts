import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../service/seed/data.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { action } from "./signup";

/** Where the /Signup form's sign-in lands: staff in the console, members where they were going. */
realService();

async function landing(username: string, redirectTo?: string) {
  const fields: Record<string, string> = { intent: "login", username, password: DEMO_PASSWORD };
  if (redirectTo !== undefined) fields.redirectTo = redirectTo;
  const run = await runRoute<unknown>(action as never, {
    path: "/Signup?mode=login",
    pattern: "/Signup",
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    },
  });
  expect(run.response?.status, JSON.stringify(run.data)).toBe(302);
  return run.response?.headers.get("location");
}

describe("POST /Signup: where a sign-in lands", () => {
  it("staff: the console, with no return address or the home page's", async () => {
    expect(await landing("staff@portal.test")).toBe("/staff");
    expect(await landing("staff@portal.test", "/")).toBe("/staff");
    expect(await landing("staff@portal.test", "/hi")).toBe("/staff");
  });

  it("staff: a return address of the site they may open", async () => {
    expect(await landing("staff@portal.test", "/staff/orders?status=pending")).toBe(
      "/staff/orders?status=pending",
    );
    expect(await landing("staff@portal.test", "/about")).toBe("/about");
  });

  it("staff: the console instead of an address they may not open, or not of this site", async () => {
    // staff@ holds no module; /Signup is for the signed out.
    for (const address of [
      "/shatayu",
      "/Signup",
      "//evil.example/staff",
      "https://evil.example/",
    ]) {
      expect(await landing("staff@portal.test", address), address).toBe("/staff");
    }
  });

  it("members: where they were going, or the home page", async () => {
    expect(await landing("pmt@portal.test")).toBe("/");
    expect(await landing("pmt@portal.test", "/pmt-aspirants")).toBe("/pmt-aspirants");
    expect(await landing("pmt@portal.test", "//evil.example/")).toBe("/");
  });
});

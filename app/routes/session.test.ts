import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#contract/messages.ts";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { action } from "./session";

/** The session machine's sign-in: a wrong password is an answer, not a failed request. */
realService();

function post(mode: string) {
  return runRoute<unknown>(action as never, {
    path: "/session",
    pattern: "/session",
    init: {
      method: "POST",
      headers: { "sec-fetch-mode": mode, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "visitor@portal.test", password: "Wrong12345" }),
    },
  });
}

/** The status and body of a route's answer: `data()` in a run, or a Response. */
async function answerOf(run: Awaited<ReturnType<typeof post>>) {
  if (run.response) return { status: run.response.status, body: await run.response.json() };
  const wrapped = run.data as { init?: { status?: number }; data?: unknown };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

describe("POST /session with a wrong password", () => {
  it("to the session machine's fetch: 200, ok: false, the spec's words for the toast", async () => {
    const { status, body } = await answerOf(await post("cors"));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: false,
      lines: [],
      toast: INVALID_CREDENTIALS,
      advice: "check-credentials",
    });
  });

  it("as a document post: 400", async () => {
    const { status } = await answerOf(await post("navigate"));
    expect(status).toBe(400);
  });
});

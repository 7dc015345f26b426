import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ONLY, STAFF_ONLY } from "#contract/messages.ts";
import { SECOND_FACTOR_CODES, SECOND_FACTOR_WORDS } from "#contract/second-factor.ts";
import {
  accessTokenOf,
  passwordTokenOf,
  startTestService,
  type TestService,
} from "../../tests/support/test-service.ts";
import { STAFF_CALLS } from "./staff-calls.ts";

/**
 * Every staff call refused to everyone without the role it needs, before it
 * reads its body or its record: 401 without a token, 403 with words for a
 * member, and for staff on an administrator's call. The table is the API's
 * own (staff-calls.ts), so a new call cannot be left out.
 */
let t: TestService;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestService();
  for (const username of ["visitor@portal.test", "demo@portal.test", "staff@portal.test"]) {
    tokens[username] = await accessTokenOf(t, username);
  }
  tokens.passwordOnly = await passwordTokenOf(t, "staff@portal.test");
});
afterAll(async () => t.close());

/** A record nobody has: the call must refuse before it could change anyone. */
const concrete = (path: string) => path.replace(":id", "999999");

describe("staff calls: who may use them", () => {
  it("registers the calls of the table, and no other admin/ path answers", async () => {
    expect(STAFF_CALLS.length).toBeGreaterThanOrEqual(16);
    const unknown = await t.call("GET", "admin/secrets/", { token: tokens["staff@portal.test"] });
    expect(unknown.status).toBe(404);
  });

  it.each(STAFF_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s",
    async (_name, call) => {
      const path = concrete(call.path);
      const body = call.method === "POST" ? {} : undefined;
      const anonymous = await t.call(call.method, path, { body });
      expect(anonymous.status).toBe(401);
      for (const member of ["visitor@portal.test", "demo@portal.test"]) {
        const reply = await t.call(call.method, path, { body, token: tokens[member] });
        expect(reply.status, member).toBe(403);
        expect(reply.body).toEqual({ detail: call.role === "admin" ? ADMIN_ONLY : STAFF_ONLY });
      }
      // A stolen staff password opens nothing: the code is asked first.
      const password = await t.call(call.method, path, { body, token: tokens.passwordOnly });
      expect(password.status).toBe(403);
      expect(password.body).toEqual(
        call.role === "admin"
          ? { detail: ADMIN_ONLY }
          : { detail: SECOND_FACTOR_WORDS.required, code: SECOND_FACTOR_CODES.required },
      );
      const staff = await t.call(call.method, path, { body, token: tokens["staff@portal.test"] });
      if (call.role === "admin") {
        expect(staff.status).toBe(403);
        expect(staff.body).toEqual({ detail: ADMIN_ONLY });
      } else {
        // Let through: whatever it answers next is about the request, not about who sent it.
        expect([401, 403]).not.toContain(staff.status);
      }
    },
  );
});

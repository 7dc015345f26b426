import { describe, expect, it } from "vitest";
import { STAFF_ONLY } from "#contract/messages.ts";
import { MODULE_HOMES, ROUTE_TABLE } from "~/route-table";
import { realService, runRoute } from "../../tests/pages/page-harness.ts";
import { NO_ACCESS_MESSAGE } from "./access";
import { accessMiddleware } from "./access.server";

/**
 * The route table enforces itself: whatever a route's own loader does, the
 * root's accessMiddleware applies the table's rule first, from the pattern.
 */
realService();

/** Runs only the middleware, before a "route" that says it was reached. */
const reached = (args: Parameters<typeof accessMiddleware>[0]) =>
  accessMiddleware(args, async () => new Response("reached"));

const sample = (path: string) => path.replace(/:[a-z]+/gi, "1");

describe("accessMiddleware", () => {
  it.each(ROUTE_TABLE.map((entry) => [entry.path, entry] as const))(
    "%s: its own rule, before anything of the route runs",
    async (_path, entry) => {
      const signedOut = await runRoute<Response>(reached as never, {
        path: sample(entry.path),
        pattern: entry.path,
      });
      const visitor = await runRoute<Response>(reached as never, {
        path: sample(entry.path),
        pattern: entry.path,
        as: "visitor@portal.test",
      });
      const demo = await runRoute<Response>(reached as never, {
        path: sample(entry.path),
        pattern: entry.path,
        as: "demo@portal.test",
      });
      const outcome = (run: typeof demo) => {
        const status = run.response?.status ?? 0;
        return status >= 300 && status < 400
          ? `redirect ${run.response?.headers.get("location")}`
          : run.response?.status === 200
            ? "reached"
            : `status ${status}`;
      };
      const staff = await runRoute<Response>(reached as never, {
        path: sample(entry.path),
        pattern: entry.path,
        as: "staff@portal.test",
      });
      switch (entry.access.kind) {
        case "public":
          expect([outcome(signedOut), outcome(visitor), outcome(demo)]).toEqual([
            "reached",
            "reached",
            "reached",
          ]);
          break;
        case "signed-out-only":
          expect(outcome(signedOut)).toBe("reached");
          expect(outcome(demo)).toBe("redirect /");
          break;
        case "signed-in":
          expect(outcome(signedOut)).toMatch(/^redirect \/Signup\?redirectTo=/);
          expect(outcome(visitor)).toBe("reached");
          break;
        case "entitlement":
          expect(outcome(signedOut)).toMatch(/^redirect \/Signup\?redirectTo=/);
          expect(outcome(visitor)).toBe("redirect /");
          expect(visitor.session.session.get("toast")).toBe(NO_ACCESS_MESSAGE);
          {
            // At the top of /: what it means and the way to ask for this module, not the
            // toast's words again (decision 0045).
            const module = MODULE_HOMES.get(entry.access.entitlement)?.title ?? "";
            expect(visitor.session.session.get("status")).toEqual({
              tone: "refusal",
              notIncluded: {
                module,
                ask: `/contact?subject=${encodeURIComponent(`Access to ${module}`)}`,
              },
            });
          }
          expect(outcome(demo)).toBe("reached");
          break;
        case "staff":
          // Members, even with every module, are turned away with words; staff get in.
          expect(outcome(signedOut)).toMatch(/^redirect \/Signup\?redirectTo=/);
          for (const member of [visitor, demo]) {
            expect(outcome(member)).toBe("redirect /");
            expect(member.session.session.get("toast")).toBe(STAFF_ONLY);
            expect(member.session.session.get("status")).toEqual({
              tone: "refusal",
              text: STAFF_ONLY,
            });
          }
          expect(outcome(staff)).toBe("reached");
          {
            // A staff password alone: the code page first, then back here.
            const passwordOnly = await runRoute<Response>(reached as never, {
              path: sample(entry.path),
              pattern: entry.path,
              as: "staff@portal.test",
              secondFactor: false,
            });
            expect(outcome(passwordOnly)).toBe(
              `redirect /staff/second-factor?next=${encodeURIComponent(sample(entry.path))}`,
            );
          }
          break;
        default:
          throw new Error(`No expectation for the access kind of ${entry.path}`);
      }
    },
  );
});

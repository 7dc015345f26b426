import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/route-table";
import { CONSOLE_NEEDS_OUR_SERVICE } from "~/staff/staff-messages";
import { realService, runRoute } from "../../../tests/pages/page-harness.ts";
import { answerJson, withFault } from "../../../tests/support/service-faults.ts";
import { loader as audit } from "./audit";
import { loader as catalogue } from "./catalogue";
import { loader as enquiries } from "./enquiries";
import { loader as mail } from "./mail";
import { loader as orders } from "./orders";
import { loader as overview } from "./overview";
import { loader as people } from "./people";
import { loader as registrations } from "./registrations";
import { loader as sliders } from "./sliders";

/**
 * The console on a backend without the staff calls (the spec's calls only,
 * like the original Django backend: our service with every staff call
 * answered 404): every console list says, in words, that it needs our
 * service (501), instead of a 404 or a 500.
 */
const service = realService();
const specCallsOnly = () =>
  withFault(service.transport, { path: /^admin\// }, () =>
    answerJson({ detail: "Not found." }, 404),
  );

/** Each console page that reads a list, by its route file. */
const LOADERS: Record<string, (args: never) => Promise<unknown>> = {
  "routes/staff/overview.tsx": overview,
  "routes/staff/registrations.tsx": registrations,
  "routes/staff/people.tsx": people,
  "routes/staff/orders.tsx": orders,
  "routes/staff/enquiries.tsx": enquiries,
  "routes/staff/audit.tsx": audit,
  "routes/staff/mail.tsx": mail,
  "routes/staff/catalogue.tsx": catalogue,
  "routes/staff/sliders.tsx": sliders,
};

const LISTS = ROUTE_TABLE.filter(
  (entry) =>
    entry.access.kind === "staff" && !entry.path.includes(":") && !entry.path.endsWith("/new"),
);

describe("the staff console on a backend without staff calls", () => {
  it.each(LISTS.map((entry) => [entry.path, entry] as const))(
    "%s says it needs our service",
    async (path, entry) => {
      const loader = LOADERS[entry.file];
      expect(loader, `a loader for ${entry.file} in this test`).toBeDefined();
      const run = await runRoute(loader as never, {
        path,
        pattern: entry.path,
        as: "staff@portal.test",
        transport: specCallsOnly(),
      });
      expect(run.response?.status).toBe(501);
      expect(await run.response?.json()).toEqual({ message: CONSOLE_NEEDS_OUR_SERVICE });
    },
  );
});

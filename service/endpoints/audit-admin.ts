import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { countOf } from "../db/attention.ts";
import { PAGE_SIZE, pageBody, pageOf } from "../http/paging.ts";
import { fail, json } from "../http/responses.ts";

/** What a filter of the audit log may hold: an e-mail, "order 12", an action's name. */
const MAX_FILTER = 254;

/**
 * GET admin/audit/?actor=&subject=&action=&page= (staff): the audit log,
 * newest first; each filter an exact match (e-mails in any letter case).
 */
export async function listAudit(request: Request, context: ServiceContext) {
  await authenticateStaff(request, context);
  const url = new URL(request.url);
  const page = pageOf(url);
  let chosen = context.db.selectFrom("audit_log");
  for (const name of ["actor", "subject", "action"] as const) {
    const value = (url.searchParams.get(name) ?? "").trim();
    if (value.length > MAX_FILTER) {
      throw fail.field(name, `Filter with at most ${MAX_FILTER} characters.`);
    }
    if (value !== "") {
      chosen = chosen.where((eb) => eb(eb.fn("lower", [name]), "=", value.toLowerCase()));
    }
  }
  const [count, rows] = await Promise.all([
    countOf(chosen),
    chosen
      .select(["id", "at", "actor", "action", "subject", "before", "after"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const results = rows.map((row) => ({
    ...row,
    id: String(row.id),
    at: new Date(row.at).toISOString(),
  }));
  return json(pageBody(url, page, count, results));
}

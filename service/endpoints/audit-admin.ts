import { fail } from "../http/responses.ts";
import { isoTime, staffList } from "./staff-list.ts";

/** What a filter of the audit log may hold: an e-mail, "order 12", an action's name. */
const MAX_FILTER = 254;

/**
 * GET admin/audit/?actor=&subject=&action=&page= (staff): the audit log,
 * newest first; each filter an exact match (e-mails in any letter case).
 */
export const listAudit = staffList(
  (url, db) => {
    let chosen = db.selectFrom("audit_log");
    for (const name of ["actor", "subject", "action"] as const) {
      const value = (url.searchParams.get(name) ?? "").trim();
      if (value.length > MAX_FILTER) {
        throw fail.field(name, `Filter with at most ${MAX_FILTER} characters.`);
      }
      if (value !== "") {
        chosen = chosen.where((eb) => eb(eb.fn("lower", [name]), "=", value.toLowerCase()));
      }
    }
    return {
      chosen,
      rows: chosen
        .select(["id", "at", "actor", "action", "subject", "before", "after"])
        .orderBy("at", "desc")
        .orderBy("id", "desc"),
    };
  },
  (row) => ({ ...row, id: String(row.id), at: isoTime(row.at) }),
);

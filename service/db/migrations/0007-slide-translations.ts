import { type Kysely, sql } from "kysely";

/** A slide's words in the site's other languages, {"hi": {"title", "subtitle"}} (decision 0053). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["home_sliders", "pmt_sliders"]) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`.execute(
      db,
    );
  }
}

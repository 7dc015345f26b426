import { type Kysely, sql } from "kysely";

/**
 * Staff roles and what needs their attention: `role` is member,
 * staff (day-to-day work) or admin (also manages staff); Django's `is_staff`
 * stays true for both. A registration needs a look until it is reviewed
 * (modules granted or declined); an enquiry until it is answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN role varchar(10) NOT NULL DEFAULT 'member'
        CHECK (role IN ('member', 'staff', 'admin')),
      ADD COLUMN reviewed_at timestamptz`.execute(db);
  await sql`UPDATE users SET role = 'staff' WHERE is_staff`.execute(db);
  // Accounts that hold a module were dealt with before this existed.
  await sql`
    UPDATE users SET reviewed_at = date_joined
    WHERE education OR career OR micro_bussiness OR spritual OR shatayu OR pro_pmt
      OR pharma_edge OR rephub OR is_staff`.execute(db);
  await sql`CREATE INDEX users_date_joined_idx ON users (date_joined)`.execute(db);
  await sql`ALTER TABLE enquiries ADD COLUMN answered_at timestamptz`.execute(db);
}

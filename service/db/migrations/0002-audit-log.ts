import { type Kysely, sql } from "kysely";

/**
 * What staff and operators changed: who, what, to whom, when, and
 * the values before and after. Written in the same transaction as the change,
 * never updated or deleted by the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor varchar(254) NOT NULL,
      action varchar(40) NOT NULL,
      subject varchar(254) NOT NULL,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_subject_idx ON audit_log (lower(subject), at DESC)`.execute(db);
}

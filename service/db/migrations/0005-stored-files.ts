import { type Kysely, sql } from "kysely";

/**
 * Uploaded files in the database: with several instances on one
 * PostgreSQL, a picture or a course's notes uploaded on one instance must be
 * served by all of them, and backed up with the rows that name them. The
 * embedded defaults (one instance) keep files on disk and leave this empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_files (
      key varchar(120) PRIMARY KEY,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

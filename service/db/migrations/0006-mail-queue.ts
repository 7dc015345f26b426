import { type Kysely, sql } from "kysely";

/** Decision 0051. The body is emptied once done: it may hold a one-time code, else kept hashed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_queue (
      id serial PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      message_key uuid NOT NULL DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claimed_until timestamptz,
      sent_at timestamptz,
      failed_at timestamptz,
      last_error varchar(300)
    )`.execute(db);
  await sql`
    CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at, id)
    WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
  await sql`CREATE INDEX mail_queue_failed_idx ON mail_queue (id) WHERE failed_at IS NOT NULL`.execute(
    db,
  );
}

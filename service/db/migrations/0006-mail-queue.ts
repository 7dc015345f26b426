import { type Kysely, sql } from "kysely";

/**
 * The mail queue (service/mail/mail-queue.ts, decision 0051): every e-mail is
 * a row, kept in the same transaction as the change it tells of, and sent by
 * a worker that claims due rows with a lease (`claimed_until`) so two
 * instances never send one at once. A row is waiting until `sent_at` is set,
 * or `failed_at` when it is given up; it stays, for the console's mail queue.
 * `message_key` makes its Message-ID (with the id): a message sent again
 * after a crash between the server's acceptance and `sent_at` carries the
 * same one. The body is emptied once the message is sent or given up: it may
 * hold a one-time code, which the database otherwise keeps only as a hash.
 */
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
  // What the worker claims (and the console counts as waiting): only the rows still to send.
  await sql`
    CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at, id)
    WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
  await sql`CREATE INDEX mail_queue_failed_idx ON mail_queue (id) WHERE failed_at IS NOT NULL`.execute(
    db,
  );
}

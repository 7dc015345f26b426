import { type Kysely, sql } from "kysely";

/**
 * Decision 0060. An authenticator app's key, sealed (never readable from a backup alone); the time
 * steps accepted lately, so a code works once; recovery codes kept as hashes only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE second_factors (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      secret_sealed text NOT NULL,
      confirmed_at timestamptz,
      used_steps bigint[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      UNIQUE (user_id, code_hash)
    )`.execute(db);
}

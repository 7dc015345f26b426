import { type Kysely, sql } from "kysely";

/**
 * The devices each account has signed in from (decision 0062): a keyed hash of the site's device
 * key, or of the User-Agent for a client without one; never the key itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE known_devices (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      device_hash varchar(64) NOT NULL,
      words varchar(120) NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, device_hash)
    )`.execute(db);
  await sql`CREATE INDEX known_devices_user_seen_idx ON known_devices (user_id, last_seen_at)`.execute(
    db,
  );
}

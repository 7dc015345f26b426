import { type Kysely, sql } from "kysely";

/**
 * Passkeys (decision 0061): a member's WebAuthn credentials, and the ceremonies' challenges, kept
 * in the database so any instance can finish a ceremony another began; each challenge is taken
 * once and forgotten when it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE passkeys (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports jsonb NOT NULL DEFAULT '[]',
      name varchar(60) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX passkeys_user_idx ON passkeys (user_id)`.execute(db);
  await sql`
    CREATE TABLE passkey_challenges (
      challenge text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'confirm')),
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at)`.execute(
    db,
  );
}

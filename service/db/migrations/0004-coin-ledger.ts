import { type Kysely, sql } from "kysely";

/**
 * The coin ledger: every change of a balance is a line, with its
 * reason and who made it, and the lines of a member sum to `users.abc_coins`
 * (kept beside it so a bearer check reads one row). Balances from before the
 * ledger become an opening line each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE coin_ledger (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id),
      change integer NOT NULL CHECK (change <> 0),
      reason varchar(200) NOT NULL,
      actor varchar(254) NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX coin_ledger_user_idx ON coin_ledger (user_id, at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    INSERT INTO coin_ledger (user_id, change, reason, actor, at)
    SELECT id, abc_coins, 'Opening balance', 'system', date_joined FROM users WHERE abc_coins > 0`.execute(
    db,
  );
}

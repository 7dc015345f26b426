import { type Kysely, sql } from "kysely";

/** The first schema. Plain SQL, so PGlite and PostgreSQL run exactly the same statements. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      username varchar(254) NOT NULL,
      email varchar(254) NOT NULL,
      name varchar(150) NOT NULL,
      phonenumber varchar(20) NOT NULL,
      access_for varchar(1000) NOT NULL DEFAULT '',
      password varchar(255) NOT NULL,
      abc_coins integer NOT NULL DEFAULT 0 CHECK (abc_coins >= 0),
      education boolean NOT NULL DEFAULT false,
      career boolean NOT NULL DEFAULT false,
      micro_bussiness boolean NOT NULL DEFAULT false,
      spritual boolean NOT NULL DEFAULT false,
      shatayu boolean NOT NULL DEFAULT false,
      pro_pmt boolean NOT NULL DEFAULT false,
      pharma_edge boolean NOT NULL DEFAULT false,
      rephub boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      is_staff boolean NOT NULL DEFAULT false,
      date_joined timestamptz NOT NULL DEFAULT now(),
      token_version integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
  await sql`CREATE INDEX users_phonenumber_idx ON users (phonenumber)`.execute(db);

  await sql`
    CREATE TABLE pmt_categories (
      id serial PRIMARY KEY,
      name varchar(120) NOT NULL,
      slug varchar(120) NOT NULL UNIQUE,
      position integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE pmt_services (
      id serial PRIMARY KEY,
      title varchar(200) NOT NULL,
      slug varchar(200) NOT NULL UNIQUE,
      category_id integer NOT NULL REFERENCES pmt_categories (id),
      summary varchar(500) NOT NULL,
      description text NOT NULL,
      image varchar(500) NOT NULL,
      price numeric(10, 2) NOT NULL CHECK (price >= 0),
      coin_price integer NOT NULL CHECK (coin_price >= 0),
      duration varchar(100) NOT NULL,
      highlights jsonb NOT NULL DEFAULT '[]',
      lessons jsonb NOT NULL DEFAULT '[]',
      resources jsonb NOT NULL DEFAULT '[]',
      is_active boolean NOT NULL DEFAULT true
    )`.execute(db);
  await sql`CREATE INDEX pmt_services_category_idx ON pmt_services (category_id)`.execute(db);

  await sql`
    CREATE TABLE orders (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id),
      service_id integer NOT NULL REFERENCES pmt_services (id),
      amount numeric(10, 2) NOT NULL,
      coins integer NOT NULL DEFAULT 0,
      paid_with varchar(10) NOT NULL CHECK (paid_with IN ('coins', 'manual')),
      status varchar(10) NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`.execute(db);
  // One live order per person and course: a double click, or two tabs, cannot buy twice.
  await sql`
    CREATE UNIQUE INDEX orders_one_open_per_service
    ON orders (user_id, service_id) WHERE status IN ('pending', 'paid')`.execute(db);

  await sql`
    CREATE TABLE purchased_services (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id),
      service_id integer NOT NULL REFERENCES pmt_services (id),
      order_id integer NOT NULL UNIQUE REFERENCES orders (id),
      purchased_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, service_id)
    )`.execute(db);

  await sql`
    CREATE TABLE enquiries (
      id serial PRIMARY KEY,
      name varchar(150) NOT NULL,
      email varchar(254) NOT NULL,
      phone varchar(20) NOT NULL DEFAULT '',
      subject varchar(200) NOT NULL DEFAULT '',
      message varchar(5000) NOT NULL,
      page varchar(500) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  for (const table of ["home_sliders", "pmt_sliders"]) {
    await sql`
      CREATE TABLE ${sql.table(table)} (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        subtitle varchar(500) NOT NULL DEFAULT '',
        image varchar(500) NOT NULL,
        link varchar(500) NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      )`.execute(db);
  }

  await sql`
    CREATE TABLE one_time_codes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id),
      code_hash varchar(255) NOT NULL,
      purpose varchar(30) NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, created_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE revoked_tokens (
      jti varchar(64) PRIMARY KEY,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "revoked_tokens",
    "one_time_codes",
    "pmt_sliders",
    "home_sliders",
    "enquiries",
    "purchased_services",
    "orders",
    "pmt_services",
    "pmt_categories",
    "users",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}

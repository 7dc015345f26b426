import pg from "pg";

/**
 * A schema of its own on a PostgreSQL server for each test that needs one, so
 * tests and journeys side by side share the server without meeting. Used by
 * vitest and Playwright alike (it imports neither).
 */

/** One statement on the PostgreSQL server at `url` (creating or dropping a schema). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A schema of its own on the PostgreSQL server, and a URL whose connections use it. */
export async function postgresSchema(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(url, `CREATE SCHEMA ${schema}`);
  const target = new URL(url);
  target.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: target.toString(),
    // Quietly: CASCADE would otherwise print a NOTICE per table into the test output.
    drop: () => onServer(url, `SET client_min_messages TO warning; DROP SCHEMA ${schema} CASCADE`),
  };
}

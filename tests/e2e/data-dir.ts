/** The embedded site's data folder in the browser tests (database, outbox, ops credential). */
export const E2E_DATA_DIR = ".data/e2e";

/** An embedded database made once per run, for servers of a journey's own (prepared-database.global.ts). */
export const PREPARED_DATA_DIR = ".data/e2e-prepared";

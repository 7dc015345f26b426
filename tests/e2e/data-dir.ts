/** The embedded site's data folder in the browser tests (database, outbox, ops credential). */
export const E2E_DATA_DIR = ".data/e2e";

import { startTestService } from "../support/test-service.ts";
import { defineContract } from "./contract-suite.ts";

defineContract("bundled service on PGlite", () => startTestService());

if (process.env.TEST_DATABASE_URL) {
  defineContract("bundled service on PostgreSQL", () => startTestService({ postgres: true }));
}

/**
 * The architecture's rules, checked by `npm run lint:architecture` (part of `npm test`).
 * Test code: `*.test.*`, `*.spec.*` and everything under `tests/`.
 */
const TEST = "(^tests/|\\.(test|spec)\\.tsx?$)";
const PRODUCTION = "^(app|server|service|contract|pubsub|scripts|content|studio)/";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle hides which module is the base; open it by moving the shared part down.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-and-service-apart",
      comment: "The site talks to the service over its API (app/service-api/), never by import.",
      severity: "error",
      from: { path: "^app/", pathNot: TEST },
      to: { path: "^service/" },
    },
    {
      name: "service-and-app-apart",
      comment: "The service knows nothing of the site that calls it.",
      severity: "error",
      from: { path: "^service/", pathNot: TEST },
      to: { path: "^(app|server)/" },
    },
    {
      name: "service-through-its-entry",
      comment: "Outside service/, only service/index.ts: the rest is the service's inside.",
      severity: "error",
      from: { path: "^(server|scripts)/", pathNot: TEST },
      to: { path: "^service/", pathNot: "^service/index\\.ts$" },
    },
    {
      name: "contract-stands-alone",
      comment: "The contract is shared by every side; it imports none of them.",
      severity: "error",
      from: { path: "^contract/", pathNot: TEST },
      to: { path: "^(app|server|service|scripts|tests)/" },
    },
    {
      name: "pubsub-stands-alone",
      comment: "Redis and its pub/sub serve the host and the service alike; they know neither.",
      severity: "error",
      from: { path: "^pubsub/", pathNot: TEST },
      to: { path: "^(app|server|service|contract|scripts|tests)/" },
    },
    {
      name: "no-test-code-in-production",
      comment: "Fakes, fixtures and helpers live under tests/ or beside the tests.",
      severity: "error",
      from: { path: PRODUCTION, pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: "test-code-under-tests",
      comment:
        "A fake or a test helper in a production folder looks like product code: move it to tests/.",
      severity: "error",
      from: {},
      to: {
        path: "^(app|server|service|contract|pubsub|scripts|content)/(testing/|fake-|.+/testing/|.+/fake-)",
      },
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    includeOnly: "^(app|server|service|contract|pubsub|scripts|tests|content|studio/schemaTypes)/",
    exclude: { path: "(node_modules|/dist/|\\.react-router/)" },
    combinedDependencies: true,
  },
};

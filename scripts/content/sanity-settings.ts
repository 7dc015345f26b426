/**
 * The Sanity project that `npm run content:import` / `content:export` talk to,
 * read from the environment. A missing or malformed setting is a
 * SettingsError whose message says what to set; the commands print it and
 * exit 1.
 */
import { createClient, type SanityClient } from "@sanity/client";

export class SettingsError extends Error {}

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token: string | undefined;
}

export type ContentCommand = "import" | "export";

const TOKEN_VARIABLE: Record<ContentCommand, string> = {
  import: "SANITY_WRITE_TOKEN",
  export: "SANITY_READ_TOKEN",
};

const USAGE: Record<ContentCommand, string> = {
  import:
    "npm run content:import loads content/ into a Sanity dataset. Set:\n" +
    "  SANITY_PROJECT_ID    the project id (sanity.io/manage)\n" +
    "  SANITY_WRITE_TOKEN   an API token with write access (Editor)\n" +
    "  SANITY_DATASET       optional, default production\n" +
    "  SANITY_API_VERSION   optional, default 2025-02-19",
  export:
    "npm run content:export refreshes content/ from a Sanity dataset. Set:\n" +
    "  SANITY_PROJECT_ID    the project id (sanity.io/manage)\n" +
    "  SANITY_READ_TOKEN    optional for a public dataset; without it drafts are not exported\n" +
    "  SANITY_DATASET       optional, default production\n" +
    "  SANITY_API_VERSION   optional, default 2025-02-19",
};

const PROJECT_ID = /^[a-z0-9-]+$/;
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/;

export function readSanitySettings(
  env: Record<string, string | undefined>,
  command: ContentCommand,
): SanitySettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const projectId = value("SANITY_PROJECT_ID");
  const dataset = value("SANITY_DATASET") ?? "production";
  const apiVersion = value("SANITY_API_VERSION") ?? "2025-02-19";
  const token = value(TOKEN_VARIABLE[command]);

  const problems: string[] = [];
  if (!projectId) problems.push("SANITY_PROJECT_ID is not set.");
  else if (!PROJECT_ID.test(projectId)) {
    problems.push(
      `SANITY_PROJECT_ID "${projectId}" is not a project id (lowercase letters, digits, dashes).`,
    );
  }
  if (!DATASET.test(dataset)) {
    problems.push(
      `SANITY_DATASET "${dataset}" is not a dataset name (lowercase letters, digits, _ and -).`,
    );
  }
  if (!API_VERSION.test(apiVersion)) {
    problems.push(`SANITY_API_VERSION "${apiVersion}" is not a date like 2025-02-19.`);
  }
  if (command === "import" && !token) problems.push("SANITY_WRITE_TOKEN is not set.");
  if (problems.length > 0) throw new SettingsError(`${problems.join("\n")}\n\n${USAGE[command]}`);
  return { projectId: projectId as string, dataset, apiVersion, token };
}

export function clientFor(settings: SanitySettings): SanityClient {
  return createClient({
    ...settings,
    useCdn: false,
    perspective: "raw",
    requestTagPrefix: "portal.content",
    // Node's own fetch rather than the client's bundled undici, as the site's
    // client does: one HTTP stack, and the one msw sees in the tests. The
    // client takes a function here although its types only list the
    // deprecated object form; content-sync.test.ts fails if that stops working.
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      globalThis.fetch(input, init)) as unknown as boolean,
  });
}

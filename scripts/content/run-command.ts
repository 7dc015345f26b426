/**
 * Runs content:import or content:export: settings from the environment, the
 * work, and on failure one human message and exit code 1 (no stack trace for
 * what the user can fix: settings, content, the API's answer).
 */
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { ExportError } from "./export-content.ts";
import { ImportError } from "./import-content.ts";
import {
  type ContentCommand,
  clientFor,
  readSanitySettings,
  SettingsError,
} from "./sanity-settings.ts";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

interface ApiError extends Error {
  statusCode?: number;
  response?: unknown;
}

function explain(error: unknown): string | undefined {
  if (
    error instanceof SettingsError ||
    error instanceof ImportError ||
    error instanceof ExportError
  ) {
    return error.message;
  }
  const api = error as ApiError;
  if (api instanceof Error && typeof api.statusCode === "number") {
    const hint =
      api.statusCode === 401 || api.statusCode === 403
        ? " Check the token and that it belongs to this project."
        : "";
    return `Sanity answered ${api.statusCode}: ${api.message}.${hint}`;
  }
  return undefined;
}

export async function runCommand(
  command: ContentCommand,
  work: (client: SanityClient) => Promise<unknown>,
): Promise<void> {
  try {
    const settings = readSanitySettings(process.env, command);
    console.log(`Sanity project ${settings.projectId}, dataset ${settings.dataset}`);
    await work(clientFor(settings));
  } catch (error) {
    const message = explain(error);
    if (message === undefined) throw error;
    console.error(message);
    process.exitCode = 1;
  }
}

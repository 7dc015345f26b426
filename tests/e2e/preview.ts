import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";
import { expect } from "./fixtures";

/** The studio the journeys' server names (SANITY_STUDIO_URL in playwright.config.ts). */
export const STUDIO_ORIGIN = "https://studio.portal.test";

/** The preview secret the journeys' server generated into its data folder. */
function previewSecret(): string {
  const secrets = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, "secrets.json"), "utf8"));
  return secrets.SANITY_PREVIEW_SECRET as string;
}

/** Starts an editor's preview in this page's browser (the embedded defaults' way in), on /. */
export async function startPreview(page: Page): Promise<void> {
  const answer = await page.goto(`/preview?secret=${previewSecret()}&redirect=/`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("complementary", { name: "Preview mode" })).toBeVisible();
}

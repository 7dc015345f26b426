import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive, found without any download:
 * CHROMIUM_PATH when set, else the binary shipped inside the
 * @sparticuz/chromium npm package (unpacked on first use), so `npm install`
 * alone brings a browser.
 */
export async function chromiumExecutable(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/** Flags for a quiet headless Chromium on a machine without outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.join(import.meta.dirname, "tokens.css"), "utf8");

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
  if (!match?.[1]) throw new Error(`token --${name} is missing or not a hex colour`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// Every text/background pairing the stylesheets use (WCAG 2.2 AA: 4.5 for text, 3 for focus rings).
const TEXT_PAIRS: Array<[string, string]> = [
  ["surface", "toast-error"],
  ["surface", "toast-success"],
  ["ink", "surface"],
  ["ink", "surface-alt"],
  ["ink-muted", "surface"],
  ["ink-muted", "surface-alt"],
  ["brand-700", "surface"],
  ["brand-800", "surface"],
  ["brand-800", "brand-50"],
  ["accent-800", "surface"],
  ["accent-800", "surface-alt"],
  ["ink-on-dark", "brand-800"],
  ["ink-on-dark", "brand-900"],
  ["ink-on-dark", "brand-950"],
  ["ink-on-dark-muted", "brand-950"],
  ["ink-on-dark-muted", "brand-800"],
  ["accent-300", "brand-950"],
  ["accent-300", "brand-800"],
  ["brand-950", "accent-500"],
  ["brand-950", "accent-300"],
  ["ink", "accent-300"],
  ["brand-900", "brand-100"],
  ["brand-900", "surface"],
  ["ink-on-dark-muted", "brand-900"],
  ["danger-ink", "danger-bg"],
  ["success-ink", "success-bg"],
];

const FOCUS_PAIRS: Array<[string, string]> = [
  ["focus", "surface"],
  ["focus", "surface-alt"],
  ["focus-on-dark", "brand-950"],
  ["focus-on-dark", "brand-800"],
];

describe("colour tokens", () => {
  it.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_PAIRS)("focus ring %s on %s reaches 3:1", (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });

  it("computes contrast the WCAG way", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

/**
 * Lighthouse (the npm package) on a page of a running site, with the Chromium
 * the browser tests use, on its mobile preset. The benchmark reads every
 * category and the timings; `npm test` reads only the categories that do not
 * depend on the machine's load (accessibility, best practices, SEO).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../browser.ts";

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

export interface LighthouseResult {
  url: string;
  scores: Partial<Record<Category, number>>;
  /** Milliseconds (performance runs only). */
  lcp?: number;
  fcp?: number;
  cls?: number;
  /** Audits that lost points, with their titles, for a readable failure. */
  failing: { id: string; title: string; score: number | null }[];
  /** What the browser logged as errors (Chrome's console, CSP reports among them). */
  consoleErrors: string[];
  /** What Chrome's Issues panel reported (a CSP violation, a cookie problem…), one line each. */
  issues: string[];
}

export interface LighthouseOptions {
  categories: Category[];
  /** A session cookie, for a signed-in page. */
  cookie?: string;
}

export async function runLighthouse(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    logLevel: "silent",
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: options.categories,
      extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
    });
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const scores: LighthouseResult["scores"] = {};
    const failing: LighthouseResult["failing"] = [];
    for (const category of options.categories) {
      const result = lhr.categories[category];
      scores[category] = Math.round((result?.score ?? 0) * 100);
      for (const ref of result?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push({ id: ref.id, title: audit.title, score: audit.score });
        }
      }
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue;
    const errors = lhr.audits["errors-in-console"]?.details as
      | { items?: { description?: string }[] }
      | undefined;
    const issues = lhr.audits["inspector-issues"]?.details as
      | { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] }
      | undefined;
    return {
      url,
      issues: (issues?.items ?? []).map(
        (item) => `${item.issueType ?? "issue"}: ${JSON.stringify(item.subItems?.items ?? [])}`,
      ),
      scores,
      lcp: numeric("largest-contentful-paint"),
      fcp: numeric("first-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      failing,
      consoleErrors: (errors?.items ?? []).map((item) => item.description ?? ""),
    };
  } finally {
    chrome.kill();
  }
}

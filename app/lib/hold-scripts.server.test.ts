import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../shell/start-after-paint";
import { HoldScriptsStream, holdScripts } from "./hold-scripts.server";

/** What React Router's <Scripts> leaves in a page, around some text that must not change. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A1.js"/>',
  '<link rel="modulepreload" href="/assets/components-B2.js"/>',
  "<style>a>b{color:red}</style></head><body><main><p>Déjà vu &lt;link rel=&quot;modulepreload&quot;</p></main>",
  '<script nonce="abc123">window.__reactRouterContext = {};</script>',
  '<script nonce="abc123" type="module" async="">import "/assets/manifest-C3.js";\nimport("/assets/entry.client-A1.js");</script>',
  '<script nonce="abc123">window.__reactRouterContext.streamController.enqueue("x")</script>',
  '<link rel="modulepreload" href="/later.js"/></body></html>',
].join("");

async function throughStream(pieces: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(new HoldScriptsStream())) out.push(chunk);
  return Buffer.concat(out).toString("utf8");
}

describe("holdScripts", () => {
  it("hands React Router's preloads and module script over inert, keeping the nonce and the text", () => {
    const result = holdScripts(Buffer.from(PAGE));
    const html = result.html.toString();
    const done = result.done;
    expect(done).toBe(true);
    expect(html).not.toContain('rel="modulepreload" href="/assets/');
    expect(html.match(new RegExp(`rel="${HELD_PRELOAD_REL}"`, "g"))).toHaveLength(2);
    expect(html).toContain(
      `<script nonce="abc123" type="${HELD_MODULE_TYPE}">import "/assets/manifest-C3.js";`,
    );
    expect(html).not.toContain('type="module"');
    // Escaped text and what comes after the module script are left as they were.
    expect(html).toContain("Déjà vu &lt;link rel=&quot;modulepreload&quot;");
    expect(html).toContain('<link rel="modulepreload" href="/later.js"/>');
  });

  it("is not done until it has seen the module script", () => {
    expect(holdScripts(Buffer.from('<link rel="modulepreload" href="/a.js"/>')).done).toBe(false);
  });
});

describe("HoldScriptsStream", () => {
  it("gives the same bytes however the page is cut into pieces", async () => {
    const whole = Buffer.from(PAGE, "utf8");
    const expected = holdScripts(whole).html.toString("utf8");
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: whole.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const bounds = [0, ...cuts.sort((a, b) => a - b), whole.length];
          const pieces = bounds.slice(1).map((end, index) => whole.subarray(bounds[index], end));
          expect(await throughStream(pieces)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("passes a page without React Router's scripts through unchanged", async () => {
    const page = "<html><body><p>No scripts at all, and a lone < in the text</p></body></html>";
    expect(await throughStream([Buffer.from(page.slice(0, 40)), Buffer.from(page.slice(40))])).toBe(
      page,
    );
  });
});

import { describe, expect, it } from "vitest";
import { holdScripts } from "../../app/lib/hold-scripts.server.ts";
import { scriptsOf } from "./first-load.ts";

const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/components-B.js"/></head><body>',
  '<script nonce="n" type="module" async="">import "/assets/manifest-C.js";',
  'import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("scriptsOf", () => {
  it("finds the same scripts whether the server held them until the first paint or not", () => {
    const live = scriptsOf(PAGE);
    expect(live).toEqual(
      expect.arrayContaining([
        "/assets/entry.client-A.js",
        "/assets/components-B.js",
        "/assets/manifest-C.js",
        "/assets/root-D.js",
      ]),
    );
    const held = holdScripts(Buffer.from(PAGE)).html.toString();
    expect(held).not.toContain('rel="modulepreload"');
    expect(scriptsOf(held).sort()).toEqual(live.sort());
  });
});

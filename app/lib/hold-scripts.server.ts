import { Transform, type TransformCallback } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../shell/start-after-paint";

/**
 * Hands React Router's scripts to the browser inert, so they start after the
 * first paint (`app/shell/start-after-paint.ts`, decision 0030): each
 * `<link rel="modulepreload">` becomes `rel="held-modulepreload"` and the
 * inline module script (the one `<Scripts>` renders `async`) becomes
 * `type="text/held-module"`. Everything after that script passes untouched.
 *
 * React writes in pieces that may cut a tag in two, so a piece that ends
 * inside a tag keeps that tag back until the next one. Work is done on
 * latin1 text: one character per byte, so the bytes come back exactly.
 */
const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module" async=""/;
/** Longer than any tag this rewrites (a nonce is 24 characters). */
const MAX_HELD_TAG = 512;

export function holdScripts(html: string): { html: string; done: boolean } {
  const script = MODULE_SCRIPT.exec(html);
  // Preloads after the module script are not React Router's: left as they are.
  const end = script ? script.index + script[0].length : html.length;
  const held = html
    .slice(0, end)
    .replace(PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `$1 type="${HELD_MODULE_TYPE}"`);
  return { html: held + html.slice(end), done: script !== null };
}

export class HoldScriptsStream extends Transform {
  #carry = "";
  #done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.#done) {
      done(null, chunk);
      return;
    }
    let text = this.#carry + chunk.toString("latin1");
    this.#carry = "";
    let unfinishedTag = "";
    const open = text.lastIndexOf("<");
    if (open !== -1 && text.indexOf(">", open) === -1 && text.length - open < MAX_HELD_TAG) {
      unfinishedTag = text.slice(open);
      text = text.slice(0, open);
    }
    this.#push(text);
    // Once the module script has passed, nothing is held back any more.
    if (!this.#done) this.#carry = unfinishedTag;
    else if (unfinishedTag) this.push(Buffer.from(unfinishedTag, "latin1"));
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.#carry) this.#push(this.#carry);
    this.#carry = "";
    done();
  }

  #push(text: string): void {
    if (!text) return;
    const result = holdScripts(text);
    this.#done = result.done;
    this.push(Buffer.from(result.html, "latin1"));
  }
}

import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CoalescingStream } from "./lib/coalesce.server";
import { type HeadInlines, HeadInlinesProvider } from "./lib/head-inlines";
import { HoldScriptsStream } from "./lib/hold-scripts.server";
import { NonceProvider } from "./lib/nonce";
import { cspNonceContext } from "./request-context";
import { chunkGuardScript } from "./shell/chunk-guard";
import { startAfterPaintScript } from "./shell/start-after-paint";
import { APP_CSS } from "./styles/app-css.server";

export const streamTimeout = 5_000;

/** Inlined in every page's head; rendered here only, so no client chunk carries them. */
const HEAD_INLINES: HeadInlines = {
  css: APP_CSS,
  script: `${chunkGuardScript()}\n${startAfterPaintScript()}`,
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyOption = userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <HeadInlinesProvider value={HEAD_INLINES}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </HeadInlinesProvider>
      </NonceProvider>,
      {
        nonce,
        // A boundary that is ready when the shell is written goes into it, whatever the size of the
        // page before it. By default React moves it to the end of the stream behind a script once
        // the page passes ~12 KB, and without JavaScript it never shows (the login panel's card).
        // Boundaries still waiting stream as usual.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream();
          // After coalescing: a page reaches it in a few large pieces, not fifty small ones.
          const held = new HoldScriptsStream();
          pipeline(body, held, () => {}); // an error destroys both; the response ends with it
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(held), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
export {
  appSettingsContext,
  clientAddressContext,
  clientPlaceContext,
  contentTagsContext,
  cspNonceContext,
  requestLogContext,
  serviceTransportContext,
} from "./request-context";

import { setupServer } from "msw/node";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../msw/handlers.ts";
import { type CallOptions, readReply, testRequestInit } from "../support/test-service.ts";
import { defineContract } from "./contract-suite.ts";

defineContract("msw handlers used by the site's tests", async () => {
  const { handlers } = createServiceHandlers();
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: "error" });
  return {
    async call(method: string, path: string, options: CallOptions = {}) {
      return readReply(
        await fetch(new URL(path, FAKE_SERVICE_URL), testRequestInit(method, options)),
      );
    },
    async close() {
      server.close();
    },
  };
});

import { setupServer } from "msw/node";
import type { CallOptions } from "../../service/testing/test-service.ts";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../msw/handlers.ts";
import { defineContract } from "./contract-suite.ts";

defineContract("msw handlers used by the site's tests", async () => {
  const { handlers } = createServiceHandlers();
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: "error" });
  return {
    async call(method: string, path: string, { body, token, headers = {} }: CallOptions = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === "string" ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)["content-type"] ??= "application/json";
      }
      if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
      const response = await fetch(new URL(path, FAKE_SERVICE_URL), init);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async close() {
      server.close();
    },
  };
});

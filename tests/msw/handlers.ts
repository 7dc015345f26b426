import { http } from "msw";
import { createFakeService } from "./fake-service.ts";

/** Where the site's tests point SERVICE_API_URL when the fake answers. */
export const FAKE_SERVICE_URL = "http://service-api.test/";

/**
 * msw handlers answering every service API call from a fresh in-memory fake.
 * Tests add their own with `server.use(...)` for faults (429, 500, timeouts).
 */
export function createServiceHandlers(baseUrl = FAKE_SERVICE_URL) {
  const fake = createFakeService();
  const base = new URL(baseUrl);
  const handler = http.all(`${base.origin}${base.pathname}*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(base.pathname.length);
    return fake.handle(request, path);
  });
  return { handlers: [handler], fake };
}

import type { ServiceTransport } from "../app/request-context.ts";
import type { Service } from "../service/index.ts";

/** Calls to a remote service API give up after this long: never a hung page. */
const REMOTE_TIMEOUT_MS = 5_000;

/** The bundled service, called in-process: no network hop. */
export function inProcessTransport(service: Service): ServiceTransport {
  return {
    fetch(path, { clientAddress = "127.0.0.1", siteOrigin, ...init } = {}) {
      // Every signed-in page asks who this is: answered without building a Request.
      if (path === "app/me/" && (init.method ?? "GET") === "GET" && !init.body) {
        return service
          .me(new Headers(init.headers).get("authorization"), { clientAddress })
          .then((answer) => new Response(answer.text, answer));
      }
      const request = new Request(`http://in-process/${path.replace(/^\//, "")}`, init);
      return service.handle(request, { clientAddress, siteOrigin });
    },
  };
}

/** Another server (our service elsewhere, or the original Django backend) at SERVICE_API_URL. */
export function remoteTransport(baseUrl: string, timeoutMs = REMOTE_TIMEOUT_MS): ServiceTransport {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    fetch(path, { clientAddress, siteOrigin, ...init } = {}) {
      const headers = new Headers(init.headers);
      if (clientAddress) headers.set("x-forwarded-for", clientAddress);
      // As a proxy says it: a service that trusts this site's address reads the origin from them.
      const origin = siteOrigin && URL.canParse(siteOrigin) ? new URL(siteOrigin) : null;
      if (origin) {
        headers.set("x-forwarded-proto", origin.protocol.replace(/:$/, ""));
        headers.set("x-forwarded-host", origin.host);
      }
      return fetch(new URL(path.replace(/^\//, ""), base), {
        ...init,
        headers,
        signal: init.signal ?? AbortSignal.timeout(timeoutMs),
      });
    },
  };
}

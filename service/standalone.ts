/** `npm run service`: the service API alone on SERVICE_PORT (default 8000). */
import { createServer } from "node:http";
import { forwardedOrigin, parseTrustProxy, trustedProxies } from "./http/trusted-proxies.ts";
import { sendWebResponse, toWebRequest } from "./node-adapter.ts";
import { seedIfEmbedded } from "./seed/first-start.ts";
import { createService } from "./service.ts";
import { loadServiceSettings, ServiceSettingsError } from "./settings.ts";

const port = Number(process.env.SERVICE_PORT ?? 8000);
const host = process.env.HOST ?? "0.0.0.0";

try {
  const settings = loadServiceSettings(process.env, {
    deployment: process.env.NODE_ENV === "production",
  });
  // The site (or a balancer) in front forwards the visitor's address; only from trusted proxies.
  let proxies: ReturnType<typeof trustedProxies>;
  try {
    proxies = trustedProxies(parseTrustProxy(process.env.TRUST_PROXY));
  } catch (error) {
    throw new ServiceSettingsError(`  TRUST_PROXY: ${(error as Error).message}`);
  }
  const service = await createService({ settings });
  await seedIfEmbedded(service.db, settings);
  const server = createServer(async (req, res) => {
    try {
      const request = toWebRequest(req, `http://${req.headers.host ?? "localhost"}`);
      const response = await service.handle(request, {
        clientAddress: proxies.clientAddress(req),
        peerAddress: req.socket.remoteAddress,
        siteOrigin: forwardedOrigin(req, proxies),
      });
      await sendWebResponse(response, res);
    } catch (error) {
      console.error("service: request failed", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ detail: "A server error occurred." }));
    }
  });
  server.listen(port, host, () => console.log(`Service API ready at http://localhost:${port}/`));
  const stop = () => server.close(() => service.close().then(() => process.exit(0)));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
} catch (error) {
  if (error instanceof ServiceSettingsError) {
    console.error(`The service cannot start.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}

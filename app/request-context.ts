import { createContext } from "react-router";

/** Per-request nonce for the Content-Security-Policy, set by the HTTP server. */
export const cspNonceContext = createContext<string>("");

/**
 * How loaders and actions reach the service API: one function, whether the
 * bundled service answers in-process or SERVICE_API_URL points elsewhere.
 * `path` is relative to the API root, as in spec §7 ("app/me/").
 */
export interface ServiceTransport {
  fetch(path: string, init?: RequestInit & { clientAddress?: string }): Promise<Response>;
}

export const serviceTransportContext = createContext<ServiceTransport | null>(null);

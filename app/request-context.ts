import { createContext } from "react-router";

/** Per-request nonce for the Content-Security-Policy, set by the HTTP server. */
export const cspNonceContext = createContext<string>("");

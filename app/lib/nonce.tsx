import { createContext, useContext } from "react";

// The browser hides nonce values from scripts, so on the client this is "".
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

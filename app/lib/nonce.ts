import { createContext, useContext } from "react";

/** The per-response CSP nonce, given by entry.server.tsx; empty in the browser. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

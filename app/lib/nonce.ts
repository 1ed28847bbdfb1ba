import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce: given by entry.server.tsx, and in the browser read back from the
 * document (entry.client.tsx). The browser needs it too: when React renders the document again on
 * the client (an update that came before hydration finished, React #421), the stylesheet in the head
 * is made anew, and without the nonce the CSP would block it and leave the page unstyled.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/** In the browser: the nonce of this document (the attribute reads empty; the property holds it). */
export const nonceInDocument = () => document.querySelector<HTMLElement>("[nonce]")?.nonce ?? "";

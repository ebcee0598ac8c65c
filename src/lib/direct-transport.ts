/**
 * A way for the console's calls to reach an API inside the page's own browser tab without the
 * network: the demo API registers one (src/mocks/browser.ts) so that providers/data/http.ts hands
 * each call to its Web Worker directly. With a real backend none is registered and every call goes
 * over the network.
 */

/** An answer as the transport gives it: the body's bytes, the headers as pairs. */
export interface DirectAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * Answers a request: its answer, null when it has none for this address (the request then goes
 * over the network), or "network-error" for a failure the network would have given.
 */
export type DirectTransport = (request: Request) => Promise<DirectAnswer | null | "network-error">;

let registered: DirectTransport | null = null;

export const setDirectTransport = (transport: DirectTransport | null) => {
  registered = transport;
};

export const directTransport = (): DirectTransport | null => registered;

/**
 * The messages between the page and the demo API's Web Worker (src/mocks/browser.ts and
 * src/mocks/worker-server.ts). Bodies travel as transferred ArrayBuffers.
 */
import type { DataSize } from "./db/collection";

/** Sent once, first: how the worker's database and answers are set up. */
export interface StartMessage {
  type: "start";
  dataSize: DataSize;
  latency: boolean;
}

/** One request of the page: one of its calls, or one its service worker caught. */
export interface RequestMessage {
  type: "request";
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The faults remembered in the page's storage (`?demo-fault=`, or set by hand). */
  faults: Record<string, string>;
}

export type ToWorker = StartMessage | RequestMessage;

/** The worker's answer to one request. */
export type ReplyMessage = {
  type: "reply";
  id: number;
  /** The request changed the remembered faults (DELETE /demo/faults): the page forgets its copy. */
  faultsCleared: boolean;
} & (
  | {
      /** An answer; null: no demo endpoint has this path (the request goes to the network). */
      response: {
        status: number;
        statusText: string;
        headers: [string, string][];
        body: ArrayBuffer;
      } | null;
    }
  | {
      /** The fault switch's "network" failure. */
      networkError: true;
    }
);

export type FromWorker =
  ReplyMessage | { type: "started"; restored: number } | { type: "failed"; message: string };

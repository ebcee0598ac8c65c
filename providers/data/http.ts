import type { HttpError } from "@refinedev/core";
import { whileLeaving } from "@providers/auth/page-reload";
import { getToken } from "@providers/auth/session";
import { translateOr } from "@providers/i18n/translate";
import { config } from "@/config";
import { apiIsReady, whenApiReady } from "@/lib/api-ready";
import { directTransport, type DirectTransport } from "@/lib/direct-transport";
import { beginWork } from "@/lib/pending-work";

/** The envelope of every answer (api-conventions.md). */
export interface Envelope<T = unknown> {
  code: string;
  message: string;
  payload: T;
}

/** Why a request failed: the server answered an error, nobody answered, it took too long, or the answer was unreadable. */
export type ApiErrorKind = "http" | "network" | "timeout" | "malformed";

export type FieldErrors = Record<string, string | string[]>;

/**
 * Every failed call becomes one of these: a Refine `HttpError` (message,
 * statusCode, errors = payload.errors for forms) with the server's `code` and
 * the kind of failure. `message` is always a sentence fit to show a person.
 */
export class ApiError extends Error implements HttpError {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  readonly code: string;
  readonly kind: ApiErrorKind;
  readonly payload?: unknown;
  /** True when the server answered (kind "http" or "malformed"). */
  readonly hasResponse: boolean;
  /** The envelope's `message` as the server wrote it ("" when it sent none). */
  readonly serverMessage: string;
  // HttpError extends Record<string, any>.
  [key: string]: unknown;

  constructor(init: {
    message: string;
    statusCode: number;
    code?: string;
    kind: ApiErrorKind;
    errors?: FieldErrors;
    payload?: unknown;
    serverMessage?: string;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.statusCode = init.statusCode;
    this.code = init.code ?? init.kind;
    this.kind = init.kind;
    this.errors = init.errors;
    this.payload = init.payload;
    this.hasResponse = init.kind === "http" || init.kind === "malformed";
    this.serverMessage = init.serverMessage ?? "";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** English defaults of the transport messages (keys under "api.errors" in translation.json). */
export const TRANSPORT_MESSAGES = {
  network: "The server could not be reached. Check your connection and try again.",
  timeout: "The server took too long to answer. Please try again.",
  malformed: "The server sent an answer the console could not read. Please try again.",
  unknown: "Something went wrong. Please try again.",
} as const;

const transportMessage = (kind: keyof typeof TRANSPORT_MESSAGES) =>
  translateOr(`api.errors.${kind}`, TRANSPORT_MESSAGES[kind]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads an answer as the envelope; a bare JSON object counts as its own payload (lenient with other backends). */
function toEnvelope<T>(data: unknown): Envelope<T> | undefined {
  if (data === undefined || data === null || data === "") {
    return { code: "success", message: "", payload: undefined as T };
  }
  if (isObject(data)) {
    if ("payload" in data || "code" in data) {
      return {
        code: typeof data.code === "string" ? data.code : "success",
        message: typeof data.message === "string" ? data.message : "",
        payload: data.payload as T,
      };
    }
    return { code: "success", message: "", payload: data as T };
  }
  if (Array.isArray(data)) return { code: "success", message: "", payload: data as T };
  return undefined;
}

function fieldErrors(payload: unknown): FieldErrors | undefined {
  if (!isObject(payload) || !isObject(payload.errors)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(payload.errors)) {
    if (typeof value === "string") errors[field] = value;
    else if (Array.isArray(value)) errors[field] = value.map(String);
    else if (value !== null && value !== undefined) errors[field] = String(value);
  }
  return errors;
}

/** An answer the server sent: its status, its body (parsed JSON, else the text) and its content type. */
interface Answer {
  status: number;
  data: unknown;
  contentType: string;
}

/** An answer outside 2xx as an ApiError: the envelope's message and code, its field errors. */
function answerError({ status, data }: Answer): ApiError {
  const envelope = toEnvelope<unknown>(data);
  if (!envelope) {
    return new ApiError({
      message: transportMessage("malformed"),
      statusCode: status,
      kind: "malformed",
    });
  }
  const message =
    envelope.message.trim() !== ""
      ? envelope.message
      : translateOr("api.errors.status", "The request failed (HTTP {{status}}).", { status });
  return new ApiError({
    message,
    statusCode: status,
    code: envelope.code === "success" ? `http_${status}` : envelope.code,
    kind: "http",
    errors: fieldErrors(envelope.payload),
    payload: envelope.payload,
    serverMessage: envelope.message.trim(),
  });
}

/** Turns whatever a call threw into an ApiError with a readable message. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message =
    error instanceof Error && error.message.trim() !== ""
      ? error.message
      : transportMessage("unknown");
  return new ApiError({ message, statusCode: 0, kind: "network" });
}

/** Upload progress of a request with a body: bytes sent of the total (when the browser knows it). */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

interface Transport {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  signal: AbortSignal;
  timeout: number;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** A body as it travels: FormData, Blob and text as they are (the browser sets a multipart boundary), anything else as JSON. */
const encodeBody = (body: unknown): XMLHttpRequestBodyInit | null => {
  if (body === undefined || body === null) return null;
  if (body instanceof FormData || body instanceof Blob || typeof body === "string") return body;
  return JSON.stringify(body);
};

/** Reads a body as JSON when it is JSON; otherwise keeps its text (an HTML error page, a plain text). */
const decodeBody = (text: string): unknown => {
  if (text.trim() === "") return "";
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * One request. Resolves any answer the server sent, 2xx or not; rejects a timeout, a network failure
 * or an abort with the ApiError that says so. Over the network unless a direct transport is
 * registered (the demo API in the browser: src/lib/direct-transport.ts).
 */
function transport(request: Transport): Promise<Answer> {
  const direct = directTransport();
  return direct ? withoutNetwork(direct, request) : overNetwork(request);
}

const networkFailure = () =>
  new ApiError({ message: transportMessage("network"), statusCode: 0, kind: "network" });

/**
 * One request answered by the registered direct transport (the demo API's worker), with what the
 * network path gives: the same headers and body, an abort that ends it at once, the upload's
 * progress (all of it, once answered). A request it has no answer for goes over the network.
 */
async function withoutNetwork(direct: DirectTransport, request: Transport): Promise<Answer> {
  const { method, url, headers, body, signal, onUploadProgress } = request;
  const encoded = encodeBody(body);
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    // As over the network: FormData's Content-Type (with its boundary) is the body's own.
    if (name.toLowerCase() === "content-type" && (encoded === null || encoded instanceof FormData))
      continue;
    sent.set(name, value);
  }
  const asked = new Request(new URL(url, window.location.href), {
    method,
    headers: sent,
    body: encoded,
  });
  // The body's size, told as uploaded once the transport has taken the request: not before (a request
  // it has no answer for goes over the network, which reports its own progress) and not on a failure.
  const size =
    onUploadProgress && encoded !== null
      ? encoded instanceof Blob
        ? encoded.size
        : (await asked.clone().arrayBuffer()).byteLength
      : undefined;
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(networkFailure());
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  // An abort after the answer is nobody's error.
  aborted.catch(() => undefined);
  const answer = await Promise.race([direct(asked), aborted]).finally(() =>
    signal.removeEventListener("abort", onAbort),
  );
  if (answer === null) return overNetwork(request);
  if (answer === "network-error") throw networkFailure();
  if (size !== undefined) onUploadProgress?.({ loaded: size, total: size });
  const contentType =
    answer.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  return {
    status: answer.status,
    data: decodeBody(new TextDecoder().decode(answer.body)),
    contentType,
  };
}

/** One request over XMLHttpRequest: the one transport that reports upload progress (fetch does not). */
function overNetwork({ method, url, headers, body, signal, timeout, onUploadProgress }: Transport) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url, true);
    const encoded = encodeBody(body);
    for (const [name, value] of Object.entries(headers)) {
      // FormData's Content-Type carries its boundary: the browser writes it.
      if (
        name.toLowerCase() === "content-type" &&
        (encoded === null || encoded instanceof FormData)
      )
        continue;
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = timeout;
    if (onUploadProgress && encoded !== null) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
        });
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", abort);
      outcome();
    };
    const failed = (kind: "timeout" | "network") => () =>
      settle(() => reject(new ApiError({ message: transportMessage(kind), statusCode: 0, kind })));
    // Cancelled by the caller or by apiRequest's own timer (which then reports the timeout): settled
    // at once, whether or not the request reports its abort.
    function abort() {
      failed("network")();
      xhr.abort();
    }
    signal.addEventListener("abort", abort, { once: true });
    xhr.onload = () =>
      settle(() =>
        resolve({
          status: xhr.status,
          data: decodeBody(xhr.responseText),
          contentType: xhr.getResponseHeader("content-type") ?? "",
        }),
      );
    xhr.ontimeout = failed("timeout");
    xhr.onerror = failed("network");
    xhr.onabort = failed("network");
    if (signal.aborted) abort();
    else xhr.send(encoded);
  });
}

/** The URL of a path under the API's base, with its query string. */
function apiUrl(path: string, params?: Record<string, unknown> | URLSearchParams) {
  const absolute = /^https?:\/\//.test(path);
  const base = config.apiUrl.replace(/\/+$/, "");
  const url = absolute ? path : `${base}/${path.replace(/^\/+/, "")}`;
  const query = params ? serializeParams(params) : "";
  return query ? `${url}${url.includes("?") ? "&" : "?"}${query}` : url;
}

/** The HTTP methods the console sends. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A 2xx answer as the envelope, or the ApiError that says what went wrong: an error status with its
 * envelope, or an answer that is not JSON (e.g. an HTML page from a wrong base URL).
 */
function readAnswer<T>(answer: Answer): Envelope<T> {
  if (answer.status < 200 || answer.status >= 300) throw answerError(answer);
  const unreadable =
    typeof answer.data === "string" &&
    answer.data.trim() !== "" &&
    !answer.contentType.includes("json");
  const envelope = unreadable ? undefined : toEnvelope<T>(answer.data);
  if (!envelope) {
    throw new ApiError({
      message: transportMessage("malformed"),
      statusCode: answer.status,
      kind: "malformed",
    });
  }
  return envelope;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Who signs the user out when a call made outside Refine's data hooks answers
 * 401 (Refine's own calls reach authProvider.onError instead). Returns a
 * function that restores the previous handler.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

export interface ApiRequestOptions {
  body?: unknown;
  params?: Record<string, unknown> | URLSearchParams;
  headers?: Record<string, string>;
  /** false: no bearer token and no sign-out on 401 (sign-in and password-recovery calls). */
  withAuth?: boolean;
  /**
   * false: a 401 does not call the unauthorized handler. The data provider
   * sets it: Refine routes its errors to authProvider.onError itself.
   */
  notifyUnauthorized?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
  timeout?: number;
}

/** Query string in simple-rest style: arrays repeat the key (`field=a&field=b`), empty values are dropped. */
export function serializeParams(params: Record<string, unknown> | URLSearchParams): string {
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** Whether the call's own headers sign it (the logout's last calls carry the ended session's token). */
const carriesCredentials = (headers: Record<string, string> = {}) =>
  Object.keys(headers).some((name) => name.toLowerCase() === "authorization");

/**
 * A call outside Refine's data hooks. Resolves the envelope of a 2xx answer;
 * rejects with an ApiError otherwise. A 401 on an authenticated call also
 * calls the registered unauthorized handler (sign-out).
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T>> {
  // A sign-out is loading the login page: a call without a session would only be refused (401). It
  // waits, and leaves only if the user stays on this page after all (page-reload.ts).
  const held =
    options.withAuth !== false && !getToken() && !carriesCredentials(options.headers)
      ? whileLeaving()
      : undefined;
  if (held) await held;
  const done = beginWork();
  // Our own timer as well as the request's timeout: it also covers the wait for the demo API.
  const controller = new AbortController();
  let timedOut = false;
  // An upload may take the spec's long request timeout; any other call ends within the answer timeout.
  const timeout =
    options.timeout ??
    (options.body instanceof FormData ? config.requestTimeoutMs : config.answerTimeoutMs);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort, { once: true });
  if (options.signal?.aborted) controller.abort(); // while it was held
  try {
    // With the demo API the service worker starts after first paint; nothing leaves before it is ready.
    // Once it is (and with a real backend, always), the request leaves in this task (apiIsReady).
    if (!apiIsReady()) await whenApiReady();
    // Header names are case-insensitive: the call's own headers replace these whatever their case.
    const headers = new Map<string, [string, string]>();
    const setHeader = (name: string, value: string) =>
      headers.set(name.toLowerCase(), [name, value]);
    setHeader("Content-Type", "application/json");
    setHeader("Accept", "application/json");
    // The server writes its messages (a refusal, a field's error) in the staff member's language: the
    // page's, as i18n sets it on <html lang> ("en", "id", "ja").
    setHeader("Accept-Language", document.documentElement.lang || "en");
    const token = options.withAuth === false ? null : getToken();
    if (token) setHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) setHeader(name, value);
    const answer = await transport({
      method,
      url: apiUrl(path, options.params),
      headers: Object.fromEntries(headers.values()),
      body: options.body,
      signal: controller.signal,
      timeout,
      onUploadProgress: options.onUploadProgress,
    });
    return readAnswer<T>(answer);
  } catch (error) {
    const apiError = timedOut
      ? new ApiError({ message: transportMessage("timeout"), statusCode: 0, kind: "timeout" })
      : toApiError(error);
    if (
      apiError.statusCode === 401 &&
      options.withAuth !== false &&
      options.notifyUnauthorized !== false
    ) {
      unauthorizedHandler?.(apiError);
    }
    throw apiError;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
    done();
  }
}

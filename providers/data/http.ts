import axios, {
  AxiosError,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
  type Method,
} from "axios";
import type { HttpError } from "@refinedev/core";
import { getToken } from "@providers/auth/session";
import { translateOr } from "@providers/i18n/translate";
import { config } from "@/config";
import { whenApiReady } from "@/lib/api-ready";
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

/** Turns whatever axios threw into an ApiError with a readable message. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    if (axiosError.response) {
      const { status, data } = axiosError.response;
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
    const timedOut =
      axiosError.code === AxiosError.ETIMEDOUT || axiosError.code === AxiosError.ECONNABORTED;
    return new ApiError({
      message: transportMessage(timedOut ? "timeout" : "network"),
      statusCode: 0,
      kind: timedOut ? "timeout" : "network",
    });
  }
  const message =
    error instanceof Error && error.message.trim() !== ""
      ? error.message
      : transportMessage("unknown");
  return new ApiError({ message, statusCode: 0, kind: "network" });
}

/** Options of one request beyond axios' own. */
declare module "axios" {
  interface AxiosRequestConfig {
    /** false: send no bearer token (sign-in calls). */
    withAuth?: boolean;
  }
}

/** The one axios instance of the console: base URL, timeout, bearer token, envelope errors. */
export const http = axios.create({
  baseURL: config.apiUrl,
  timeout: config.requestTimeoutMs,
  headers: { "Content-Type": "application/json", Accept: "application/json" },
  transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
});

http.interceptors.request.use(async (request: InternalAxiosRequestConfig) => {
  // With the demo API the service worker starts after first paint; nothing leaves before it is ready.
  await whenApiReady();
  // The server writes its messages (a refusal, a field's error) in the staff member's language: the
  // page's, as i18n sets it on <html lang> ("en", "id", "ja").
  if (!request.headers.has("Accept-Language"))
    request.headers.set("Accept-Language", document.documentElement.lang || "en");
  const token = request.withAuth === false ? null : getToken();
  if (token && !request.headers.has("Authorization")) {
    request.headers.set("Authorization", `Bearer ${token}`);
  }
  return request;
});

http.interceptors.response.use(
  (response) => {
    // A 2xx answer that is not JSON (e.g. an HTML page from a wrong base URL) is unreadable.
    if (typeof response.data === "string" && response.data.trim() !== "") {
      const contentType = String(response.headers["content-type"] ?? "");
      if (!contentType.includes("json") || toEnvelope(response.data) === undefined) {
        return Promise.reject(
          new ApiError({
            message: transportMessage("malformed"),
            statusCode: response.status,
            kind: "malformed",
          }),
        );
      }
    }
    return response;
  },
  (error: unknown) => Promise.reject(toApiError(error)),
);

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
  onUploadProgress?: (event: AxiosProgressEvent) => void;
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
  const done = beginWork();
  // Our own timer as well as axios' timeout: every adapter (and test interceptors) honours an abort.
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
  const request: AxiosRequestConfig = {
    method,
    url: path,
    data: options.body,
    params: options.params,
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
    headers: options.headers,
    withAuth: options.withAuth,
    signal: controller.signal,
    onUploadProgress: options.onUploadProgress,
    timeout,
  };
  try {
    const response = await http.request(request);
    const envelope = toEnvelope<T>(response.data);
    if (!envelope) {
      throw new ApiError({
        message: transportMessage("malformed"),
        statusCode: response.status,
        kind: "malformed",
      });
    }
    return envelope;
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

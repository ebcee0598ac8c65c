import { CRUD_ACTION_CODES, hasCodes, requiredCodes } from "@providers/access-control/permissions";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { config } from "@/config";
import { toFieldErrors, type z } from "@/contract/common";
import { readAs } from "@/contract/messages";
import { languageOf, loadLanguage, readerFor, say } from "./readers";
import { faultFor } from "./faults";
import { verifyToken, type TokenClaims } from "./jwt";

/**
 * The one wrapper every demo endpoint goes through: fault switch, latency, bearer
 * token, permission (the console's own table), JSON body, envelope and errors.
 */
export type Method = "get" | "post" | "put" | "patch" | "delete";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly payload: unknown = null,
  ) {
    super(message);
  }
}

/** 422 with the fields' messages (api-conventions.md: `payload.errors` keyed by field path). */
export const invalid = (errors: Record<string, string>, message = say("api.server.invalid")) =>
  new ApiError(422, "validation_error", message, { errors });
/** 400: a request the server cannot read at all (not JSON, not multipart). */
export const badRequest = (message: string) => new ApiError(400, "bad_request", message);
export const notFound = (message = say("api.server.notFound")) =>
  new ApiError(404, "not_found", message);
export const forbidden = (message = say("api.server.forbidden")) =>
  new ApiError(403, "forbidden", message);
export const unauthorized = (message = say("api.server.unauthorized")) =>
  new ApiError(401, "unauthorized", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);

/** A success answer with a status or message other than 200 "OK". */
export class Reply {
  constructor(
    readonly payload: unknown,
    readonly status = 200,
    readonly message = status === 201 ? "Created" : "OK",
  ) {}
}

/**
 * The signed-in staff member as the server knows them. The domain that keeps the staff accounts
 * extends both interfaces with its records (`declare module "@/mocks/lib/route"`) and tells the server
 * how a token's claims find them (`setIdentityResolver`).
 */
export interface DemoUser {
  userId: string;
  name: string;
}
export interface DemoIdentity {
  user: DemoUser;
  permissions: string[];
}

export type Auth = DemoIdentity & { claims: TokenClaims; token: string };

type IdentityResolver = (claims: TokenClaims) => DemoIdentity | ApiError;
let identify: IdentityResolver = () => unauthorized(say("api.server.noAccounts"));

let warmIdentityData: () => void = () => undefined;

/**
 * How a valid token's claims find the signed-in staff member (or why they cannot sign in), and
 * `warm`: reads the records the resolver needs, so that a server with time before its first request
 * (the demo API's worker) prepares them then instead of inside that request.
 */
export const setIdentityResolver = (resolver: IdentityResolver, warm?: () => void) => {
  identify = resolver;
  if (warm) warmIdentityData = warm;
};

/** Prepares what every signed-in request reads (the staff accounts and their sessions). */
export const warmIdentity = () => warmIdentityData();

export interface RouteContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  params: Record<string, string>;
  /** The signed-in user (routes with `auth: false` may have none). */
  auth: Auth | null;
  /** The JSON body ({} when empty); a malformed body answers 400. */
  body<T = Record<string, unknown>>(): Promise<T>;
}

/** The signed-in user of an authenticated route. */
export const me = (ctx: RouteContext): Auth => {
  if (!ctx.auth) throw unauthorized();
  return ctx.auth;
};

/** Where the contract check (scripts/contract-check.mjs) finds a value for a path parameter. */
export interface ParamSource {
  /** A GET path of the contract whose answer holds the value (a list: its first result). */
  from: string;
  field: string;
}

/** What the contract (docs/openapi.json) says about a route besides its method and path. */
export interface RouteDoc {
  summary: string;
  /** Tag (the handler file's area), set by src/mocks/index.ts. */
  tag?: string;
  /** Query parameters (documented; the handler reads them). */
  query?: z.ZodObject;
  /** The JSON body, validated before the handler runs: a refusal answers 422 with the fields. */
  body?: z.ZodType;
  /** A multipart body (documented only; the handler reads it). */
  multipart?: z.ZodType;
  /** The answer's payload. Every route has one: the tests check each answer against it. */
  response: z.ZodType;
  /** Success status (200 unless said). */
  status?: number;
  /** Path parameters: how the contract check finds a real value. */
  params?: Record<string, ParamSource>;
  /**
   * Left out of the contract check (demo-only, or needs data the check cannot find). Default: a
   * write is (the check never changes a real backend's data), a read is not.
   */
  noCheck?: boolean;
  /** Error statuses beyond 401/403 that this route answers. */
  errors?: number[];
}

export interface RouteSpec<B extends z.ZodType = z.ZodType> extends RouteDoc {
  method: Method;
  /** Path below the base URL, MSW style: "/products/:id". */
  path: string;
  /** Default true: a valid bearer token is required. */
  auth?: boolean;
  /** Permission area of providers/access-control (or computed from the request). */
  area?: string | ((ctx: RouteContext) => string | undefined);
  /** Action of the permission table ("list", "show", "create", "edit", ...). */
  action?: string;
  body?: B;
  handler: (ctx: RouteContext & { data: z.output<B> }) => unknown;
}

export interface DemoRoute extends RouteDoc {
  method: Method;
  path: string;
  auth: boolean;
  area?: RouteSpec["area"];
  action?: string;
  handler: HttpHandler;
}

// --- answers checked against the contract (tests) ------------------------------
type AnswerListener = (route: DemoRoute, status: number, payload: unknown) => void;
let answerListener: AnswerListener | undefined;
/** The test setup checks every success answer against its route's documented schema. */
export const onAnswer = (listener: AnswerListener | undefined) => {
  answerListener = listener;
};

/** Parses a value with a schema; a refusal is a 422 with the messages keyed by field path. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(toFieldErrors(result.error.issues));
  return result.data;
}

// --- latency --------------------------------------------------------------
let latency = false;
/** Random 100-400 ms per answer (the browser demo only; never in tests). */
export const setLatency = (enabled: boolean) => {
  latency = enabled;
};

// --- persistence ----------------------------------------------------------
let afterRequest: () => Promise<void> = async () => undefined;
/** The browser saves each request's changes before the answer leaves (see db/persist.ts). */
export const setAfterRequest = (hook: () => Promise<void>) => {
  afterRequest = hook;
};

// --- envelope -------------------------------------------------------------
export const envelope = (payload: unknown, message = "OK", code = "success") => ({
  code,
  message,
  payload,
});

/**
 * An error's answer, its messages (a sentence, or a key with values: `say()`) read in the request's
 * language.
 */
/** The error's answer, its messages in the request's language. */
export async function errorResponse(error: ApiError, request: Request) {
  const language = languageOf(request);
  await loadLanguage(language).catch(() => undefined);
  const reader = readerFor(language);
  const read = (text: string) => readAs(reader, text);
  let payload = error.payload;
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === "object") {
    payload = {
      ...(payload as object),
      errors: Object.fromEntries(
        Object.entries(errors as Record<string, string>).map(([field, text]) => [
          field,
          read(text),
        ]),
      ),
    };
  }
  return HttpResponse.json(envelope(payload, read(error.message), error.code), {
    status: error.status,
  });
}

const ACTION_CODES: Record<string, string> = CRUD_ACTION_CODES;

/** Codes needed for an area action: the console's table, else the plain `AREA.ACTION` code. */
export function codesFor(area: string, action: string): string[] | true {
  const required = requiredCodes(area, action);
  if (required !== undefined) return required;
  return [`${area}.${ACTION_CODES[action] ?? action.toUpperCase()}`];
}

export function permits(auth: Auth, area: string, action: string): boolean {
  return hasCodes(auth.permissions, codesFor(area, action));
}

export function requirePermission(auth: Auth, area: string, action: string) {
  const required = codesFor(area, action);
  if (!hasCodes(auth.permissions, required)) {
    const missing =
      required === true ? [] : required.filter((code) => !hasCodes(auth.permissions, [code]));
    throw forbidden(say("api.server.missingPermission", { codes: missing.join(", ") }));
  }
}

function authenticate(request: Request): Auth | ApiError {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return unauthorized(say("api.server.noToken"));
  const token = match[1]!.trim();
  const claims = verifyToken(token);
  if (!claims) return unauthorized(say("api.server.badToken"));
  const identity = identify(claims);
  if (identity instanceof ApiError) return identity;
  return { ...identity, claims, token };
}

const base = config.apiUrl.replace(/\/+$/, "");

export function route<B extends z.ZodType = z.ZodType>(spec: RouteSpec<B>): DemoRoute {
  const needsAuth = spec.auth ?? true;
  // Filled in below: the MSW handler reports its answers with the route's contract.
  const self = {} as DemoRoute;
  const handler = http[spec.method](`${base}${spec.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(base) + base.length) || "/";
    const fault = faultFor(request.method, path);
    if (fault === "network") return HttpResponse.error();
    if (fault === "timeout") {
      await delay("infinite");
    }
    if (latency) await delay(100 + Math.floor(Math.random() * 300));
    if (fault === "500") {
      const language = languageOf(request);
      await loadLanguage(language).catch(() => undefined);
      const text = readAs(readerFor(language), say("api.server.fault"));
      return HttpResponse.json(envelope(null, text, "server_error"), { status: 500 });
    }
    if (fault === "malformed") {
      return new HttpResponse('{"code":"success","payload":', {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }
    let parsed: unknown;
    let bodyRead = false;
    const ctx: RouteContext = {
      request,
      url,
      query: url.searchParams,
      params: Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, decodeURIComponent(String(value))]),
      ),
      auth: null,
      body: async <T>() => {
        if (!bodyRead) {
          bodyRead = true;
          const text = await request.text();
          if (text.trim() === "") parsed = {};
          else {
            try {
              parsed = JSON.parse(text);
            } catch {
              throw badRequest(say("api.server.notJson"));
            }
          }
          if (parsed === null || typeof parsed !== "object") parsed = {};
        }
        return parsed as T;
      },
    };
    try {
      const header = request.headers.get("authorization");
      if (needsAuth || header) {
        const auth = authenticate(request);
        if (auth instanceof ApiError) {
          if (needsAuth) throw auth;
        } else ctx.auth = auth;
      }
      if (spec.area && spec.action) {
        const area = typeof spec.area === "function" ? spec.area(ctx) : spec.area;
        if (area) requirePermission(me(ctx), area, spec.action);
      }
      const data = spec.body ? parseOrThrow(spec.body, await ctx.body()) : undefined;
      const result = await spec.handler(Object.assign(ctx, { data }) as never);
      await afterRequest();
      if (result instanceof Response) return result;
      const reply = result instanceof Reply ? result : new Reply(result ?? null, spec.status);
      answerListener?.(self, reply.status, reply.payload);
      return HttpResponse.json(envelope(reply.payload, reply.message), { status: reply.status });
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error, request);
      console.error("[demo api]", request.method, path, error);
      return errorResponse(
        new ApiError(500, "server_error", say("api.server.unexpected")),
        request,
      );
    }
  });
  const { handler: _handler, auth: _auth, ...doc } = spec;
  return Object.assign(self, {
    ...doc,
    noCheck: spec.noCheck ?? spec.method !== "get",
    auth: needsAuth,
    handler,
  });
}

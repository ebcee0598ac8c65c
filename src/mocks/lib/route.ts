import { hasCodes, requiredCodes } from "@providers/access-control/permissions";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { config } from "@/config";
import { db } from "../db";
import type { Role, Session, User } from "../db/types";
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

export const badRequest = (errors: Record<string, string>, message = "Some fields are invalid.") =>
  new ApiError(400, "validation_error", message, { errors });
export const notFound = (message = "The record was not found.") =>
  new ApiError(404, "not_found", message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new ApiError(403, "forbidden", message);
export const unauthorized = (message = "Please sign in again.") =>
  new ApiError(401, "unauthorized", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);

/** A success answer with a status or message other than 200 "OK". */
export class Reply {
  constructor(
    readonly payload: unknown,
    readonly status = 200,
    readonly message = "OK",
  ) {}
}

export interface Auth {
  user: User;
  role: Role | undefined;
  permissions: string[];
  session: Session;
  claims: TokenClaims;
  token: string;
}

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

export interface RouteSpec {
  method: Method;
  /** Path below the base URL, MSW style: "/products/:id". */
  path: string;
  /** Default true: a valid bearer token is required. */
  auth?: boolean;
  /** Permission area of providers/access-control (or computed from the request). */
  area?: string | ((ctx: RouteContext) => string | undefined);
  /** Action of the permission table ("list", "show", "create", "edit", ...). */
  action?: string;
  handler: (ctx: RouteContext) => unknown;
}

export interface DemoRoute {
  method: Method;
  path: string;
  auth: boolean;
  area?: RouteSpec["area"];
  action?: string;
  handler: HttpHandler;
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

function errorResponse(error: ApiError) {
  return HttpResponse.json(envelope(error.payload, error.message, error.code), {
    status: error.status,
  });
}

const ACTION_CODES: Record<string, string> = {
  list: "LIST",
  show: "DETAIL",
  create: "CREATE",
  edit: "UPDATE",
  delete: "DELETE",
  archive: "ARCHIVE",
  unarchive: "UNARCHIVE",
};

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
    throw forbidden(
      `You do not have permission to do this. Missing permission: ${missing.join(", ")}.`,
    );
  }
}

function authenticate(request: Request): Auth | ApiError {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return unauthorized("Missing bearer token. Please sign in.");
  const token = match[1]!.trim();
  const claims = verifyToken(token);
  if (!claims)
    return unauthorized("Your session has expired or the token is invalid. Please sign in again.");
  const session = db.sessions.get(claims.sid);
  if (!session || session.revokedAt || session.userId !== claims.sub) {
    return unauthorized("This session was signed out. Please sign in again.");
  }
  const user = db.users.get(claims.sub);
  if (!user || !user.isActive) return unauthorized("This account is no longer active.");
  const role = db.roles.get(user.roleId);
  const now = Date.now();
  if (now - Date.parse(session.lastActiveAt) > 60_000) {
    db.sessions.update(session.sessionId, { lastActiveAt: new Date(now).toISOString() });
  }
  return { user, role, permissions: role?.permissions ?? [], session, claims, token };
}

const base = config.apiUrl.replace(/\/+$/, "");

export function route(spec: RouteSpec): DemoRoute {
  const needsAuth = spec.auth ?? true;
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
      return HttpResponse.json(
        envelope(null, "The demo server failed on purpose (fault switch).", "server_error"),
        { status: 500 },
      );
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
              throw new ApiError(400, "validation_error", "The request body is not valid JSON.", {
                errors: {},
              });
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
      const result = await spec.handler(ctx);
      await afterRequest();
      if (result instanceof Response) return result;
      if (result instanceof Reply)
        return HttpResponse.json(envelope(result.payload, result.message), {
          status: result.status,
        });
      return HttpResponse.json(envelope(result ?? null));
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      console.error("[demo api]", request.method, path, error);
      return errorResponse(
        new ApiError(500, "server_error", "The demo server hit an unexpected error."),
      );
    }
  });
  return {
    method: spec.method,
    path: spec.path,
    auth: needsAuth,
    area: spec.area,
    action: spec.action,
    handler,
  };
}

import type {
  AuthActionResponse,
  AuthProvider,
  CheckResponse,
  OnErrorResponse,
} from "@refinedev/core";
import { canSignInToConsole } from "@providers/access-control/permissions";
import { deleteLockData, trackActivity, type ActivityReport } from "@providers/data/api";
import {
  apiRequest,
  isApiError,
  setUnauthorizedHandler,
  type ApiError,
} from "@providers/data/http";
import { translateOr } from "@providers/i18n/translate";
import { config } from "@/config";
import { pageReload } from "./page-reload";
import {
  clearSession,
  getSession,
  initialViewMode,
  saveSession,
  setPasswordExpired,
  setViewMode,
  tokenExpiry,
  type Profile,
  type Session,
  type SubRole,
} from "./session";
import { apiPath } from "@providers/data/api-path";
import { sessionPaths } from "./paths";

export { pageReload } from "./page-reload";

/** The sign-in messages of spec section 8, in English (keys under "auth" in translation.json). */
export const AUTH_MESSAGES = {
  loginFailed: "Login failed.",
  loginFailedWithMessage: "Login failed. {{message}}",
  loginFailedNoResponse: "Failed to login. Please try again.",
  loginFailedNoProfile: "Login failed. No profile.",
  welcome: "Welcome to {{siteName}}",
  loginErrorTitle: "Sign-in error",
} as const;

const message = (key: keyof typeof AUTH_MESSAGES, values: Record<string, unknown> = {}) =>
  translateOr(`auth.${key}`, AUTH_MESSAGES[key], values);

/** An error as Refine's auth hooks show it (antd toast: `message` is the sentence). */
function authError(sentence: string): Error {
  const error = new Error(sentence);
  error.name = message("loginErrorTitle");
  return error;
}

// ---------------------------------------------------------------- sign-in headers

let pendingDeviceId: string | undefined;

/**
 * The browser profile's device id: the stored one, or a new one kept in
 * memory until a sign-in succeeds (a refused sign-in stores nothing).
 */
function deviceId(): string {
  try {
    const stored = localStorage.getItem(config.storageKeys.deviceId);
    if (stored) return stored;
  } catch {
    // Storage unavailable: the in-memory id serves this page.
  }
  pendingDeviceId ??=
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return pendingDeviceId;
}

function persistDeviceId(): void {
  if (!pendingDeviceId) return;
  try {
    localStorage.setItem(config.storageKeys.deviceId, pendingDeviceId);
  } catch {
    // Storage unavailable: a new id next time.
  }
}

/** "Chrome 131 on Linux" from a user agent string. */
export function describeDevice(userAgent: string): string {
  const browsers: [string, RegExp][] = [
    ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
    ["Opera", /OPR\/(\d+)/],
    ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
    ["Chrome", /(?:Chrome|CriOS|Chromium)\/(\d+)/],
    ["Safari", /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
  ];
  const systems: [string, RegExp][] = [
    ["Windows", /Windows/],
    ["Android", /Android/],
    ["iOS", /iPhone|iPad|iPod/],
    ["macOS", /Mac OS X|Macintosh/],
    ["Linux", /Linux|X11/],
  ];
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent));
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "Unknown OS";
  if (!browser) return `Browser on ${system}`;
  const version = userAgent.match(browser[1])?.[1];
  return `${browser[0]}${version ? ` ${version}` : ""} on ${system}`;
}

/** The five sign-in headers of api-conventions.md. */
export function signInHeaders(): Record<string, string> {
  let timeZone = "UTC";
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    timeZone = "UTC";
  }
  return {
    "x-platform": config.auth.platform,
    "x-device-id": deviceId(),
    "x-device-name": describeDevice(typeof navigator === "undefined" ? "" : navigator.userAgent),
    "x-app-version": config.appVersion,
    "x-timezone": timeZone,
  };
}

// ---------------------------------------------------------------- login

export type LoginParams =
  | { email: string; password: string; provider?: undefined }
  | { provider: "google"; tokenId: string };

interface SignInPayload {
  access_token?: string;
  passwordExpiredAt?: string;
  isPasswordExpired?: boolean;
}

const isProfile = (value: unknown): value is Profile => {
  if (!value || typeof value !== "object") return false;
  const profile = value as Partial<Profile>;
  return (
    typeof profile.userId === "string" &&
    !!profile.role &&
    typeof profile.role === "object" &&
    Array.isArray(profile.role.permissions)
  );
};

/** The sentence for a failed sign-in call (spec 8). */
function signInFailure(error: unknown): string {
  if (isApiError(error)) {
    if (!error.hasResponse) return message("loginFailedNoResponse");
    if (error.serverMessage)
      return message("loginFailedWithMessage", { message: error.serverMessage });
  }
  return message("loginFailed");
}

function recordActivity(
  kind: "login" | "logout",
  record: Pick<ActivityReport, "email" | "isSuccess" | "errorMessage">,
  token?: string,
) {
  if (!config.features.activityTracking) return;
  const activityType = kind === "login" ? "LOGIN" : "LOGOUT";
  // Spec 7: failures of the activity call are only logged.
  trackActivity(
    kind,
    {
      ...record,
      activityType,
      pageUrl: typeof window === "undefined" ? undefined : window.location.href,
      userAgent: typeof navigator === "undefined" ? undefined : navigator.userAgent,
    },
    token,
  ).catch((error: unknown) => console.warn("Activity tracking failed", error));
}

/** Where a fresh session lands (spec 2.1 and 4). */
export function landingPath(session: Session): string {
  if (session.isPasswordExpired) return sessionPaths.changePassword;
  return initialViewMode(session) === "sub" ? config.subAppDefaultPath : config.defaultPath;
}

async function login(params: LoginParams): Promise<AuthActionResponse> {
  const google = params.provider === "google";
  const email = google ? "" : params.email;
  const fail = (sentence: string): AuthActionResponse => {
    recordActivity("login", { email, isSuccess: false, errorMessage: sentence });
    return { success: false, error: authError(sentence) };
  };

  let signIn: SignInPayload;
  try {
    const envelope = await apiRequest<SignInPayload>(
      "POST",
      google ? apiPath("/auth/google/signin") : apiPath("/auth/signin"),
      {
        body: google
          ? { tokenId: params.tokenId }
          : { email: params.email, password: params.password },
        headers: signInHeaders(),
        withAuth: false,
      },
    );
    signIn = envelope.payload ?? {};
  } catch (error) {
    return fail(signInFailure(error));
  }

  const token = signIn.access_token;
  const expiresAt = typeof token === "string" ? tokenExpiry(token) : undefined;
  if (!token || expiresAt === undefined || expiresAt <= Date.now())
    return fail(message("loginFailed"));
  const authorization = { Authorization: `Bearer ${token}` };

  let profile: unknown;
  try {
    profile = (
      await apiRequest<Profile>("GET", apiPath("/users/me"), {
        headers: authorization,
        withAuth: false,
      })
    ).payload;
  } catch (error) {
    if (isApiError(error) && !error.hasResponse) return fail(message("loginFailedNoResponse"));
    return fail(message("loginFailedNoProfile"));
  }
  if (!isProfile(profile)) return fail(message("loginFailedNoProfile"));
  // Only staff use the console (spec 1): a role without LOGIN_CMS_ADMIN is refused and nothing is stored.
  if (!canSignInToConsole(profile.role.permissions)) return fail(message("loginFailed"));

  let subRoles: SubRole[] = Array.isArray(profile.subRoles) ? profile.subRoles : [];
  try {
    const payload = (
      await apiRequest<SubRole[] | { results?: SubRole[] }>("GET", apiPath("/my-sub-roles"), {
        headers: authorization,
        withAuth: false,
      })
    ).payload;
    if (Array.isArray(payload)) subRoles = payload;
    else if (payload && Array.isArray(payload.results)) subRoles = payload.results;
  } catch (error) {
    if (isApiError(error) && !error.hasResponse) return fail(message("loginFailedNoResponse"));
    // The profile's own subRoles stand in for a failed sub-role call.
  }

  const session: Session = {
    token,
    type: "Bearer",
    expiresAt,
    user: { ...profile, subRoles },
    subRoles,
    passwordExpiredAt: signIn.passwordExpiredAt,
    isPasswordExpired: signIn.isPasswordExpired === true,
  };
  saveSession(session);
  persistDeviceId();
  setViewMode(initialViewMode(session));
  recordActivity("login", { email: profile.email ?? email, isSuccess: true });

  return {
    success: true,
    redirectTo: landingPath(session),
    successNotification: { message: message("welcome", { siteName: config.siteName }) },
  };
}

// ---------------------------------------------------------------- logout

/**
 * Signs out locally: lock data (when enabled) and the activity record go
 * first, then all local storage is cleared (spec 4).
 */
export function clearLocalState(): void {
  const session = getSession();
  if (session) {
    if (config.features.lockData) {
      deleteLockData(session.user.userId, session.token).catch((error: unknown) =>
        console.warn("Lock data removal failed", error),
      );
    }
    recordActivity("logout", { email: session.user.email, isSuccess: true }, session.token);
  }
  try {
    localStorage.clear();
  } catch {
    clearSession();
  }
}

async function logout(): Promise<AuthActionResponse> {
  clearLocalState();
  // Spec 2.1: logout goes to /login and reloads the page.
  pageReload.reload(sessionPaths.login);
  return { success: true, redirectTo: sessionPaths.login };
}

// ---------------------------------------------------------------- check, errors, identity

async function check(): Promise<CheckResponse> {
  if (getSession()) return { authenticated: true };
  return { authenticated: false, logout: true, redirectTo: sessionPaths.login };
}

const statusOf = (error: unknown): number | undefined => {
  if (!error || typeof error !== "object") return undefined;
  const candidate = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
  };
  const status = candidate.statusCode ?? candidate.status ?? candidate.response?.status;
  return typeof status === "number" ? status : undefined;
};

/** 401 signs out (back to /login); 403 keeps the session, the error carries the server's message. */
async function onError(error: unknown): Promise<OnErrorResponse> {
  const status = statusOf(error);
  if (status === 401) {
    return { logout: true, redirectTo: sessionPaths.login, error: error as Error };
  }
  if (status === 403) return { error: error as Error };
  return {};
}

export interface Identity extends Profile {
  id: string;
  avatar?: string;
}

async function getIdentity(): Promise<Identity | null> {
  const session = getSession();
  if (!session) return null;
  return { ...session.user, id: session.user.userId, avatar: session.user.photoUrl };
}

async function getPermissions(): Promise<string[] | null> {
  return getSession()?.user.role.permissions ?? null;
}

// ---------------------------------------------------------------- password recovery

const failure = (error: unknown): AuthActionResponse => {
  const sentence =
    isApiError(error) && error.message
      ? error.message
      : translateOr("api.errors.unknown", "Something went wrong. Please try again.");
  const wrapped = new Error(sentence);
  wrapped.name = isApiError(error) ? error.code : "Error";
  return { success: false, error: wrapped };
};

/** POST /auth/email/forgot-password { platform: 'cms', resetType, email }; failure carries the server's message. */
async function forgotPassword({ email }: { email: string }): Promise<AuthActionResponse> {
  try {
    await apiRequest("POST", apiPath("/auth/email/forgot-password"), {
      body: { platform: config.auth.platform, resetType: config.auth.resetType, email },
      withAuth: false,
    });
    return { success: true };
  } catch (error) {
    return failure(error);
  }
}

export interface UpdatePasswordParams {
  /** Reset link session: POST /auth/email/change-password/{sessionId}. */
  sessionId?: string;
  newPassword?: string;
  /** Refine's update-password form calls the new password `password`. */
  password?: string;
  /** Signed-in change: the current password. */
  currentPassword?: string;
  oldPassword?: string;
}

/**
 * With a sessionId: the reset of a forgotten password. Without: the signed-in
 * user's change (POST /auth/change-password { oldPassword, newPassword }),
 * which also lifts the password-expired state.
 */
async function updatePassword(params: UpdatePasswordParams): Promise<AuthActionResponse> {
  const newPassword = params.newPassword ?? params.password ?? "";
  try {
    if (params.sessionId) {
      await apiRequest(
        "POST",
        apiPath("/auth/email/change-password/{sessionId}", { sessionId: params.sessionId }),
        {
          body: { newPassword },
          withAuth: false,
        },
      );
      return { success: true };
    }
    await apiRequest("POST", apiPath("/auth/change-password"), {
      body: { oldPassword: params.currentPassword ?? params.oldPassword ?? "", newPassword },
    });
    setPasswordExpired(false);
    return { success: true };
  } catch (error) {
    return failure(error);
  }
}

/** GET /auth/email/check/{sessionId}: a truthy payload means valid; false or any error means invalid. */
export async function checkResetSession(sessionId: string): Promise<boolean> {
  try {
    const envelope = await apiRequest<unknown>(
      "GET",
      apiPath("/auth/email/check/{sessionId}", { sessionId }),
      {
        withAuth: false,
      },
    );
    return Boolean(envelope.payload);
  } catch {
    return false;
  }
}

export const authProvider: AuthProvider = {
  login,
  logout,
  check,
  onError,
  getIdentity,
  getPermissions,
  forgotPassword,
  updatePassword,
};

/**
 * A 401 on a call made outside Refine's data hooks (shell, session checks)
 * signs out like Refine's onError would. src/session may register its own
 * router-aware handler instead (setUnauthorizedHandler).
 */
export function signOutOnUnauthorized(_error?: ApiError): void {
  if (
    !getSession() &&
    typeof window !== "undefined" &&
    window.location.pathname === sessionPaths.login
  )
    return;
  clearLocalState();
  pageReload.reload(sessionPaths.login);
}

setUnauthorizedHandler(signOutOnUnauthorized);

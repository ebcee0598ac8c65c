/**
 * The pure parts of the two session timers (spec 4 and 7): src/session wires
 * them to intervals and UI.
 */
import { apiRequest, isApiError } from "@providers/data/http";
import { translateOr } from "@providers/i18n/translate";
import { getToken, setPasswordExpired } from "./session";
import { apiPath } from "@providers/data/api-path";

export interface PasswordExpiryPayload {
  isPasswordExpired: boolean;
  passwordExpiredAt?: string;
}

/**
 * GET /auth/email/check-password-expired. Resolves true when the password has
 * expired (and marks the stored session so the change-password guard holds).
 * A failed check resolves false: the next tick tries again.
 */
export async function checkPasswordExpired(): Promise<boolean> {
  try {
    const { payload } = await apiRequest<PasswordExpiryPayload | null>(
      "GET",
      apiPath("/auth/email/check-password-expired"),
    );
    const expired = payload?.isPasswordExpired === true;
    setPasswordExpired(expired, payload?.passwordExpiredAt);
    return expired;
  } catch (error) {
    console.warn("Password-expiry check failed", error);
    return false;
  }
}

export type PingResult = { ok: true } | { ok: false; message: string };

/**
 * GET {health-check URL}: healthy when the payload's `status` is "ok". The
 * message of a failure completes the toast "API Ping failed. {message}".
 */
export async function pingHealth(url: string): Promise<PingResult> {
  const token = getToken();
  try {
    const { payload } = await apiRequest<{ status?: unknown } | null>("GET", url, {
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      // The caller signs out on any failure; no second sign-out from the 401 handler.
      withAuth: false,
    });
    const status = payload && typeof payload === "object" ? payload.status : undefined;
    if (status === "ok") return { ok: true };
    return {
      ok: false,
      message: translateOr("auth.pingBadStatus", 'The health check answered status "{{status}}".', {
        status: status === undefined ? "" : String(status),
      }),
    };
  } catch (error) {
    return {
      ok: false,
      message: isApiError(error)
        ? error.message
        : translateOr("api.errors.unknown", "Something went wrong. Please try again."),
    };
  }
}

/** The toast text of a failed ping (spec 8). */
export const pingFailedMessage = (message: string) =>
  translateOr("auth.pingFailed", "API Ping failed. {{message}}", { message });

import { useNotification } from "@refinedev/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import {
  checkPasswordExpired,
  pingFailedMessage,
  pingHealth,
} from "@providers/auth/session-checks";
import { getSession } from "@providers/auth/session";
import { config } from "@/config";
import { CHANGE_PASSWORD_PATH } from "./route-rules";
import { signOutTo } from "./sign-out";
import { sessionPaths } from "@providers/auth/paths";

/** setTimeout's largest delay (about 24.8 days); longer waits are re-armed. */
const MAX_DELAY = 2_147_483_647;

/**
 * Session ping (spec 4, 7): GET the health-check URL every session interval
 * while signed in; a failure shows "API Ping failed. {message}" and signs out.
 */
export function useSessionPing() {
  const { open } = useNotification();
  useEffect(() => {
    const url = config.session.healthCheckUrl;
    if (!url) return;
    let stopped = false;
    const interval = setInterval(() => {
      void pingHealth(url).then((result) => {
        if (stopped || result.ok) return;
        // One failure signs out once: no further pings (or toasts) while the page reloads.
        stopped = true;
        clearInterval(interval);
        const text = pingFailedMessage(result.message);
        open?.({ type: "error", message: text, key: "api-ping-failed" });
        signOutTo(sessionPaths.login, text);
      });
    }, config.session.pingIntervalMs);
    return () => {
      stopped = true;
      clearInterval(interval);
    };
  }, [open]);
}

/**
 * Password expiry (spec 4): checked every 60 s; on expiry the user is sent to
 * /change-password (the route rules keep them there until it is changed).
 */
export function usePasswordExpiry() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(() => {
    let stopped = false;
    const interval = setInterval(() => {
      void checkPasswordExpired().then((expired) => {
        if (!stopped && expired && current.current !== CHANGE_PASSWORD_PATH) {
          navigate(CHANGE_PASSWORD_PATH, { replace: true });
        }
      });
    }, config.auth.passwordExpiryCheckMs);
    return () => {
      stopped = true;
      clearInterval(interval);
    };
  }, [navigate]);
}

/**
 * Token expiry while the app is open (spec 4): at the token's `exp` the user
 * is signed out with a message saying the session ended. Calls that answer
 * 401 sign out earlier through the auth provider.
 */
export function useTokenExpiry() {
  const { t } = useTranslation();
  const { open } = useNotification();
  useEffect(() => {
    const session = getSession();
    if (!session) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = session.expiresAt - Date.now();
      if (wait > MAX_DELAY) {
        timer = setTimeout(arm, MAX_DELAY);
        return;
      }
      timer = setTimeout(
        () => {
          const text = t("session.tokenExpired.message");
          open?.({
            type: "error",
            message: text,
            description: t("session.tokenExpired.title"),
            key: "session-ended",
          });
          signOutTo(sessionPaths.login, text);
        },
        Math.max(0, wait),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [open, t]);
}

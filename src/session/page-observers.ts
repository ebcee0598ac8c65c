import { useEffect } from "react";
import { useLocation } from "react-router";
import { getSession } from "@providers/auth/session";
import { deleteLockData, trackActivity } from "@providers/data/api";
import { pageReload } from "@providers/auth";
import { config } from "@/config";
import { sessionPaths } from "@providers/auth/paths";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let analyticsLoaded = false;

/** Loads gtag.js once, only when a measurement id is configured (spec 4). */
export function loadAnalytics(measurementId: string): Gtag {
  if (!analyticsLoaded) {
    analyticsLoaded = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads the `arguments` object itself, not an array
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.onerror = () => console.warn("Analytics script could not load");
    document.head.appendChild(script);
  }
  return window.gtag!;
}

/** Each route change is a page view: to analytics (when configured) and to activity tracking (when on). */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const pageUrl = `${window.location.origin}${pathname}${search}`;
    const measurementId = config.analytics.measurementId;
    if (measurementId) {
      loadAnalytics(measurementId)("event", "page_view", {
        page_path: `${pathname}${search}`,
        page_location: pageUrl,
        page_title: document.title,
      });
    }
    if (config.features.activityTracking) {
      const session = getSession();
      if (!session) return;
      // Spec 7: failures of the activity call are only logged.
      trackActivity("pageview", {
        email: session.user.email,
        activityType: "PAGEVIEW",
        pageUrl,
        userAgent: navigator.userAgent,
        isSuccess: true,
      }).catch((error: unknown) => console.warn("Activity tracking failed", error));
    }
  }, [pathname, search]);
}

/** Lock data is removed on page unload when enabled (spec 4; off by default). Failures are only logged. */
export function useLockDataOnUnload() {
  useEffect(() => {
    if (!config.features.lockData) return;
    const release = () => {
      const session = getSession();
      if (!session) return;
      deleteLockData(session.user.userId).catch((error: unknown) =>
        console.warn("Lock data removal failed", error),
      );
    };
    window.addEventListener("pagehide", release);
    return () => window.removeEventListener("pagehide", release);
  }, []);
}

/**
 * A logout (or idle timeout) in another tab clears the shared storage: this
 * tab follows to the login page (spec 4: a logout in one tab logs out all).
 */
export function useCrossTabLogout() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key !== null && event.key !== config.storageKeys.session) return;
      if (!getSession()) pageReload.reload(sessionPaths.login);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}

import type { NotificationInstance } from "antd/es/notification/interface";
import { lazy, Suspense, useEffect, useState } from "react";

/**
 * Toasts outside the console: the sign-in and password pages' results ("Welcome to …", a refused
 * sign-in). antd's notification code loads on the first toast, not with the sign-in page, and its holder
 * sits at the root of the app (AppProviders), so that the welcome toast stays on screen while the
 * console replaces the sign-in page. The console's own toasts go through antd's App context
 * (src/components/console-app.tsx).
 */
let current: NotificationInstance | undefined;
const waiting: ((api: NotificationInstance) => void)[] = [];
let mountHolder: (() => void) | undefined;

/** The notification API of the app's root holder, once its code is here. */
export function publicToasts(): Promise<NotificationInstance> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => {
    waiting.push(resolve);
    mountHolder?.();
  });
}

function provide(api: NotificationInstance | undefined) {
  current = api;
  if (api) for (const resolve of waiting.splice(0)) resolve(api);
}

const ToastHolder = lazy(() => import("./toast-holder"));

/** Mounts the holder on the first toast asked for (AppProviders renders it once, beside the app). */
export function ToastHost() {
  const [wanted, setWanted] = useState(() => waiting.length > 0);
  useEffect(() => {
    mountHolder = () => setWanted(true);
    if (waiting.length > 0) setWanted(true);
    return () => {
      mountHolder = undefined;
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHolder onReady={provide} />
    </Suspense>
  ) : null;
}

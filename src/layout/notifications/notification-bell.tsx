import { BellOutlined } from "@ant-design/icons";
import { Badge, Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { useNotifications } from "./use-notifications";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";

// The drawer (and its date formatting) downloads on first open.
const NotificationDrawer = lazy(() => import("./notification-drawer"));

/** The bell with the unread badge (hidden at 0) and the drawer, when configuration enables it (spec 2.4). */
export function NotificationBell() {
  // Turned off: no bell, and no call for its badge either.
  return config.ui.notificationDrawerEnabled ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const state = useNotifications();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <Button
        type="text"
        aria-label={t("notify.bell", { count: state.unread })}
        // A failed download shows when the drawer opens (its error boundary); here it is only early.
        onMouseEnter={() => void import("./notification-drawer").catch(() => undefined)}
        onClick={() => {
          setMounted(true);
          setOpen(true);
          // Fetched each time the drawer opens (spec 7).
          void state.refresh();
        }}
        icon={
          <Badge
            count={state.unread}
            color={config.ui.theme.notification}
            size="small"
            offset={[2, -2]}
            data-testid="notification-badge"
          >
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      {mounted && (
        <WidgetErrorBoundary label="Notification drawer">
          <Suspense fallback={null}>
            <NotificationDrawer open={open} onClose={() => setOpen(false)} state={state} />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}

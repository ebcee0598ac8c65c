import { Badge, Button, Drawer, Empty, Flex, Spin, Typography } from "antd";
import { useScreens } from "@/hooks/use-screens";
import type { CSSProperties, MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { config } from "@/config";
import { groupByDay, itemTime } from "./group-by-day";
import { isUnread, notificationPath } from "./notification-rules";
import { notificationText } from "./notification-text";
import type { NotificationsState } from "./use-notifications";

const widths = config.ui.notificationDrawerWidths;

/** 40 / 50 / 80 / 95 % at xl / lg / md / smaller (spec 2.4). */
export function drawerWidth(screens: Partial<Record<"xl" | "lg" | "md", boolean>>) {
  if (screens.xl) return widths.xl;
  if (screens.lg) return widths.lg;
  if (screens.md) return widths.md;
  return widths.xs;
}

interface Props {
  open: boolean;
  onClose: () => void;
  state: NotificationsState;
}

export default function NotificationDrawer({ open, onClose, state }: Props) {
  const { t, i18n } = useTranslation();
  const screens = useScreens();
  const navigate = useNavigate();
  const { list, loading, unread, markOne, markAll } = state;
  const days = groupByDay(list, t("notify.today"), i18n.language);

  // The record opens once the item is read: the badge the user comes back to counts it already.
  // A click asking for another tab or window opens it there and reads it here.
  const openRecord = (
    event: MouseEvent,
    item: NotificationsState["list"][number],
    path: string,
  ) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      void markOne(item);
      return;
    }
    event.preventDefault();
    void markOne(item).finally(() => {
      onClose();
      void navigate(path);
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      width={drawerWidth(screens)}
      title={t("notify.title")}
      extra={
        unread > 0 ? (
          <Button type="link" onClick={() => void markAll()} disabled={loading}>
            {t("notify.markAll")}
          </Button>
        ) : null
      }
      styles={{ body: { padding: 0 } }}
    >
      {list.length === 0 && loading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t("notify.loading")} />
        </Flex>
      ) : list.length === 0 ? (
        <Empty description={t("notify.empty")} style={{ padding: 48 }} />
      ) : (
        days.map((day) => (
          <section key={day.key} aria-label={day.title}>
            <Typography.Text
              type="secondary"
              strong
              style={{
                display: "block",
                padding: "12px 24px 4px",
                fontSize: 12,
                textTransform: "none",
              }}
            >
              {day.title}
            </Typography.Text>
            <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {day.items.map((item) => {
                const unreadItem = isUnread(item);
                const path = notificationPath(item);
                const text = notificationText(t, item);
                const look: CSSProperties = {
                  display: "flex",
                  gap: 12,
                  width: "100%",
                  // A link is sized by its content box (a button by its border box): the time fits either way.
                  boxSizing: "border-box",
                  textAlign: "left",
                  padding: "10px 24px",
                  border: "none",
                  borderBottom: "1px solid #f5f5f5",
                  background: unreadItem ? "#fff7f0" : "transparent",
                  cursor: unreadItem || path ? "pointer" : "default",
                  font: "inherit",
                  color: "inherit",
                };
                const content = (
                  <>
                    <span style={{ width: 8, paddingTop: 6, flex: "none" }}>
                      {unreadItem && (
                        <Badge
                          color={config.ui.theme.notification}
                          aria-label={t("notify.unread")}
                        />
                      )}
                    </span>
                    <span style={{ flex: 1, minWidth: 0 }}>
                      <Flex justify="space-between" gap={8}>
                        <Typography.Text
                          strong={unreadItem}
                          style={{ fontWeight: unreadItem ? 600 : 400 }}
                        >
                          {text.title}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12, flex: "none" }}>
                          {itemTime(item.createdAt)}
                        </Typography.Text>
                      </Flex>
                      {text.message && (
                        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                          {text.message}
                        </Typography.Paragraph>
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={item.id}>
                    {/* An item about a record opens it (and is read); one about nothing is only read. */}
                    {path ? (
                      <Link
                        to={path}
                        onClick={(event) => openRecord(event, item, path)}
                        data-unread={unreadItem ? "true" : "false"}
                        style={look}
                      >
                        {content}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        onClick={() => void markOne(item)}
                        data-unread={unreadItem ? "true" : "false"}
                        style={look}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </Drawer>
  );
}

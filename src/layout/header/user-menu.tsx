import {
  ContactsOutlined,
  DatabaseOutlined,
  HistoryOutlined,
  KeyOutlined,
  LaptopOutlined,
  LogoutOutlined,
  SyncOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { useLogout, useWarnAboutChange } from "@refinedev/core";
import { App, Avatar, Button, Dropdown, type MenuProps } from "antd";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { can } from "@providers/access-control/permissions";
import { pageReload } from "@providers/auth/page-reload";
import type { Session } from "@providers/auth/session";
import { resetDemoData } from "@providers/data/api";
import { VisuallyHidden } from "@/components/visually-hidden";
import { config } from "@/config";
import { sessionFacts, useSession } from "@/hooks/use-session";
import { displayName, roleLabel } from "./labels";
import { linksByName } from "@/lib/resource";
import { sessionPaths } from "@providers/auth/paths";
import { useErrorToast } from "@/lib/error-toast";
import { formatInitials } from "@/lib/format";
import { Text } from "@/components/plain-typography";

export type UserMenuKey =
  | "profile"
  | "sync-data"
  | "activities"
  | "contacts"
  | "sessions"
  | "change-password"
  | "reset-demo"
  | "logout";

/** The user menu entries of spec 2.4, in order, for a session and configuration. */
export function userMenuKeys(
  session: Session | null,
  options: {
    syncDataEnabled: boolean;
    contactsHidden: boolean;
    activeSessionListEnabled: boolean;
    demoApi: boolean;
  } = {
    syncDataEnabled: config.ui.syncDataEnabled,
    contactsHidden: config.ui.contactsHidden,
    activeSessionListEnabled: config.ui.activeSessionListEnabled,
    demoApi: config.demoApi,
  },
): UserMenuKey[] {
  const codes = session?.user.role.permissions ?? [];
  const keys: UserMenuKey[] = ["profile"];
  if (options.syncDataEnabled && can(codes, "ROLE_AND_ACCESS", "syncData")) keys.push("sync-data");
  keys.push(options.contactsHidden ? "activities" : "contacts");
  if (options.activeSessionListEnabled) keys.push("sessions");
  keys.push("change-password");
  if (options.demoApi) keys.push("reset-demo");
  keys.push("logout");
  return keys;
}

export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const facts = sessionFacts(session);

  const entries: Record<
    UserMenuKey,
    { label: string; icon: ReactNode; run: () => void; danger?: boolean }
  > = {
    profile: {
      label: t("account.menu.profile"),
      icon: <UserOutlined aria-hidden />,
      run: () => navigate(linksByName("my-profile").list()),
    },
    "sync-data": {
      label: t("account.menu.syncData"),
      icon: <SyncOutlined aria-hidden />,
      run: () => navigate(linksByName("sync-data").list()),
    },
    activities: {
      label: t("account.menu.activities"),
      icon: <HistoryOutlined aria-hidden />,
      run: () => navigate(linksByName("my-activity").list()),
    },
    contacts: {
      label: t("account.menu.contacts"),
      icon: <ContactsOutlined aria-hidden />,
      run: () => navigate(linksByName("my-contacts").list()),
    },
    sessions: {
      label: t("account.menu.sessions"),
      icon: <LaptopOutlined aria-hidden />,
      run: () => navigate(linksByName("user-sessions").show(user.userId)),
    },
    "change-password": {
      label: t("account.menu.changePassword"),
      icon: <KeyOutlined aria-hidden />,
      run: () => navigate(sessionPaths.changePassword),
    },
    "reset-demo": {
      label: t("account.menu.resetDemo"),
      icon: <DatabaseOutlined aria-hidden />,
      run: () =>
        void modal.confirm({
          title: t("account.resetDemo.title"),
          content: t("account.resetDemo.content"),
          okText: t("account.resetDemo.ok"),
          cancelText: t("account.resetDemo.cancel"),
          okButtonProps: { danger: true },
          onOk: async () => {
            try {
              await resetDemoData();
              pageReload.reload();
            } catch (error) {
              showError(error instanceof Error ? error.message : String(error));
            }
          },
        }),
    },
    logout: {
      label: t("account.menu.logout"),
      icon: <LogoutOutlined aria-hidden />,
      run: () => {
        // A form with unsaved changes: the question a move to another page asks, before anything is
        // signed out. Cancelled, the user stays signed in with what they typed. Confirmed, the form's
        // warning is off before Refine's move to /login could ask it again; the browser's "Leave
        // site?" is not asked either (pageReload).
        if (warnWhen) {
          if (!window.confirm(t("warnWhenUnsavedChanges"))) return;
          flushSync(() => setWarnWhen(false));
        }
        logout();
      },
      danger: true,
    },
  };

  const keys = userMenuKeys(session);
  const items: MenuProps["items"] = keys.flatMap((key) => {
    const entry = entries[key];
    const item = { key, label: entry.label, icon: entry.icon, danger: entry.danger };
    return key === "logout" || key === "reset-demo"
      ? [{ type: "divider" as const, key: `${key}-divider` }, item]
      : [item];
  });
  // Only one divider before the last block.
  const cleaned = (items ?? []).filter(
    (item, index, all) => !(item?.type === "divider" && all[index - 1]?.type === "divider"),
  );

  // Named by its content, the avatar's initials left out: "Alice Super Admin (0) User menu", its visible
  // text first (WCAG 2.5.3, label in name); on a phone, where only the avatar shows, "User menu of Alice Admin".
  return (
    <Dropdown
      trigger={["click"]}
      // Opened with Enter, the menu takes the focus: the arrows move through its entries at once.
      autoFocus
      placement="bottomRight"
      menu={{ items: cleaned, onClick: ({ key }) => entries[key as UserMenuKey]?.run() }}
    >
      <Button
        type="text"
        style={{ height: 48, display: "flex", alignItems: "center", gap: 8, paddingInline: 6 }}
      >
        <Avatar
          size={32}
          src={user.photoUrl || undefined}
          alt=""
          aria-hidden
          style={{ backgroundColor: config.ui.theme.primary, flex: "none" }}
        >
          {formatInitials(user.name)}
        </Avatar>
        {compact ? (
          <VisuallyHidden>{t("account.menu.label", { name: user.name })}</VisuallyHidden>
        ) : (
          <span
            style={{
              display: "flex",
              flexDirection: "column",
              alignItems: "flex-start",
              lineHeight: 1.25,
            }}
          >
            <Text strong data-testid="user-display-name">
              {displayName(user.name)}
            </Text>
            <Text type="secondary" style={{ fontSize: 12 }} data-testid="user-role">
              {roleLabel(user.role.roleName, facts.subRoleCount)}
            </Text>
            <VisuallyHidden>{t("account.menu.button")}</VisuallyHidden>
          </span>
        )}
      </Button>
    </Dropdown>
  );
}

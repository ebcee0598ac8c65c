import { KeyOutlined, MailOutlined, MoreOutlined, SendOutlined } from "@ant-design/icons";
import { Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useRowTranslation } from "@providers/i18n/row-translation";
import { useNavigate } from "react-router";
import { RecordActions } from "@/components/crud/record-actions";
import type { UserWithRole } from "../schema/user";
import { userLinks } from "./kinds";
import type { UserPermissions } from "./use-user-permissions";
import { type UserMail, useSharedUserMail, useUserMail } from "./use-user-mail";

/** Change password, send forgot-password email, send account information: each with its permission. */
function useUserActionItems(user: UserWithRole, can: UserPermissions, mail: UserMail) {
  const { t } = useRowTranslation("users");
  const navigate = useNavigate();
  const items: NonNullable<MenuProps["items"]> = [
    can.changePassword && {
      key: "changePassword",
      icon: <KeyOutlined aria-hidden />,
      label: t("users:accounts.actions.changePassword"),
      onClick: () => void navigate(userLinks(can.kind).changePassword(user.userId)),
    },
    can.sendForgotPassword && {
      key: "sendForgotPassword",
      icon: <MailOutlined aria-hidden />,
      label: t("users:accounts.actions.sendForgotPassword"),
      onClick: () => void mail.sendForgotPassword(user),
    },
    can.sendAccountInfo && {
      key: "sendAccountInfo",
      icon: <SendOutlined aria-hidden />,
      label: t("users:accounts.actions.sendAccountInfo"),
      onClick: () => mail.sendAccountInfo(user),
    },
  ].filter((item) => !!item);
  return {
    items,
    sending: mail.sending(user.userId),
    label: t("users:accounts.actions.more", { name: user.name }),
  };
}

/** The show page's labelled menu of a user's account actions (none: nothing shown). */
export function UserActionsMenu({ user, can }: { user: UserWithRole; can: UserPermissions }) {
  const { t } = useTranslation("users");
  const { items, sending } = useUserActionItems(user, can, useUserMail());
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items }} trigger={["click"]}>
      <Button icon={<MoreOutlined aria-hidden />} loading={sending}>
        {t("users:accounts.actions.moreLabel")}
      </Button>
    </Dropdown>
  );
}

/**
 * A row's Show / Edit / Delete (never one's own delete), then its account actions in a "⋯" menu (on a
 * phone, all of them in one menu). The mails are the list's (UserMailContext).
 */
export function UserRowActions({ user, can }: { user: UserWithRole; can: UserPermissions }) {
  const { items, sending, label } = useUserActionItems(user, can, useSharedUserMail());
  return (
    <RecordActions
      resource={can.resource}
      id={user.userId}
      name={user.name}
      can={can.rowPermissions(user)}
      more={{ items, label, loading: sending }}
    />
  );
}

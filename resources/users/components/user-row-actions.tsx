import { KeyOutlined, MailOutlined, MoreOutlined, SendOutlined } from "@ant-design/icons";
import { Button, Dropdown, Space, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RecordActions } from "@/components/crud/record-actions";
import type { UserWithRole } from "../schema/user";
import { userLinks } from "./kinds";
import type { UserPermissions } from "./use-user-permissions";
import { useUserMail } from "./use-user-mail";

interface UserActionsMenuProps {
  user: UserWithRole;
  can: UserPermissions;
  /** A labelled button (show page) instead of the row's icon button. */
  labelled?: boolean;
}

/** Change password, send forgot-password email, send account information: each with its permission. */
export function UserActionsMenu({ user, can, labelled = false }: UserActionsMenuProps) {
  const { t } = useTranslation("users");
  const navigate = useNavigate();
  const mail = useUserMail();
  const items: MenuProps["items"] = [
    can.changePassword && {
      key: "changePassword",
      icon: <KeyOutlined aria-hidden />,
      label: t("users:accounts.actions.changePassword"),
      onClick: () => navigate(userLinks(can.kind).changePassword(user.userId)),
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
  if (items.length === 0) return null;
  const name = t("users:accounts.actions.more", { name: user.name });
  return (
    <Dropdown menu={{ items }} trigger={["click"]}>
      {labelled ? (
        <Button icon={<MoreOutlined aria-hidden />} loading={mail.sending}>
          {t("users:accounts.actions.moreLabel")}
        </Button>
      ) : (
        <Button
          size="small"
          icon={<MoreOutlined aria-hidden />}
          aria-label={name}
          loading={mail.sending}
        />
      )}
    </Dropdown>
  );
}

/** A row's Show / Edit / Delete (never one's own delete) and its account actions. */
export function UserRowActions({ user, can }: { user: UserWithRole; can: UserPermissions }) {
  return (
    <Space size={4}>
      <RecordActions
        resource={can.resource}
        id={user.userId}
        name={user.name}
        can={can.rowPermissions(user)}
      />
      <UserActionsMenu user={user} can={can} />
    </Space>
  );
}

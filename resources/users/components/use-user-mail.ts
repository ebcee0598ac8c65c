import { useCustomMutation } from "@refinedev/core";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { apiPath } from "@providers/data/api-path";
import type { UserWithRole } from "../schema/user";

type Target = Pick<UserWithRole, "userId" | "name" | "email">;

/**
 * The two e-mails of the row actions (spec 2.2), each ending in a sentence that says what happened:
 * the forgot-password mail (`POST /auth/email/forgot-password` with platform, resetType and the
 * user's email, as the forgot-password page sends it) and the account information (confirmed first).
 */
export function useUserMail() {
  const { t } = useTranslation("users");
  const { modal } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();

  const sendForgotPassword = (user: Target) =>
    mutateAsync({
      url: apiPath("/auth/email/forgot-password"),
      method: "post",
      values: {
        platform: config.auth.platform,
        resetType: config.auth.resetType,
        email: user.email,
      },
      successNotification: () => ({
        type: "success",
        message: t("users:accounts.mail.forgotSent", { email: user.email }),
      }),
      errorNotification: (error) => ({
        type: "error",
        message: t("users:accounts.mail.failed", { message: error?.message ?? "" }),
      }),
    }).catch(() => undefined);

  const sendAccountInfo = (user: Target) =>
    modal.confirm({
      title: t("users:accounts.mail.accountInfoTitle", { name: user.name }),
      content: t("users:accounts.mail.accountInfoContent", { email: user.email }),
      okText: t("users:accounts.mail.send"),
      cancelText: t("crud.bulk.cancel"),
      onOk: () =>
        mutateAsync({
          url: apiPath("/users/{id}/account-info", { id: user.userId }),
          method: "post",
          values: {},
          successNotification: () => ({
            type: "success",
            message: t("users:accounts.mail.accountInfoSent", { email: user.email }),
          }),
          errorNotification: (error) => ({
            type: "error",
            message: t("users:accounts.mail.failed", { message: error?.message ?? "" }),
          }),
        }).catch(() => undefined),
    });

  return { sendForgotPassword, sendAccountInfo, sending: mutation.isPending };
}

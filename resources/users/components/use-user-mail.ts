import { useCustomMutation } from "@refinedev/core";
import { App } from "antd";
import { createContext, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { apiPath } from "@providers/data/api-path";
import type { UserWithRole } from "../schema/user";

type Target = Pick<UserWithRole, "userId" | "name" | "email">;

export interface UserMail {
  /** The forgot-password mail; its promise settles once the answer came (never rejects). */
  sendForgotPassword: (user: Target) => Promise<unknown>;
  /** Asks for a confirmation, then sends the account information. */
  sendAccountInfo: (user: Target) => void;
  /** Whether a mail to `userId` is on its way (its menu button spins). */
  sending: (userId: string) => boolean;
}

/**
 * The two e-mails of the row actions (spec 2.2), each ending in a sentence that says what happened:
 * the forgot-password mail (`POST /auth/email/forgot-password` with platform, resetType and the
 * user's email, as the forgot-password page sends it) and the account information (confirmed first).
 */
export function useUserMail(): UserMail {
  const { t } = useTranslation("users");
  const { modal } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState<readonly string[]>([]);

  return useMemo(() => {
    const send = (user: Target, request: Parameters<typeof mutateAsync>[0]) => {
      setPending((ids) => [...ids, user.userId]);
      return mutateAsync(request)
        .catch(() => undefined)
        .finally(() =>
          setPending((ids) => {
            const at = ids.indexOf(user.userId);
            return at < 0 ? ids : [...ids.slice(0, at), ...ids.slice(at + 1)];
          }),
        );
    };
    const failed = (error?: { message?: string }) => ({
      type: "error" as const,
      message: t("users:accounts.mail.failed", { message: error?.message ?? "" }),
    });
    return {
      sendForgotPassword: (user) =>
        send(user, {
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
          errorNotification: failed,
        }),
      sendAccountInfo: (user) =>
        void modal.confirm({
          title: t("users:accounts.mail.accountInfoTitle", { name: user.name }),
          content: t("users:accounts.mail.accountInfoContent", { email: user.email }),
          okText: t("users:accounts.mail.send"),
          cancelText: t("crud.bulk.cancel"),
          onOk: () =>
            send(user, {
              url: apiPath("/users/{id}/account-info", { id: user.userId }),
              method: "post",
              values: {},
              successNotification: () => ({
                type: "success",
                message: t("users:accounts.mail.accountInfoSent", { email: user.email }),
              }),
              errorNotification: failed,
            }),
        }),
      sending: (userId) => pending.includes(userId),
    };
  }, [t, modal, mutateAsync, pending]);
}

/**
 * A list's one UserMail (UserList provides it), shared by its rows' menus: a mutation hook in
 * each of 20 rows cost a list about 90 ms of rendering on every sort, filter or page.
 */
export const UserMailContext = createContext<UserMail | null>(null);

/** The list's UserMail (UserMailContext); only rows of a UserList use it. */
export function useSharedUserMail(): UserMail {
  const shared = useContext(UserMailContext);
  if (!shared) throw new Error("useSharedUserMail needs a UserMailContext (UserList gives one).");
  return shared;
}

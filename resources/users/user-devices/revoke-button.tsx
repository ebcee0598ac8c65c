import { LogoutOutlined } from "@ant-design/icons";
import { useCustomMutation, useInvalidate, useNotification } from "@refinedev/core";
import { Popconfirm } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserDevice } from "../schema/user-device";
import { FirstUseButton } from "@/components/crud/first-use-button";
import { apiPath } from "@providers/data/api-path";

/** The confirmation and the revoke call, mounted once the button was first used (open at once). */
function RevokeConfirm({ device, children }: { device: UserDevice; children: ReactNode }) {
  const { t } = useTranslation("users");
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync, mutation } = useCustomMutation<UserDevice>();
  const [confirming, setConfirming] = useState(true);
  const names = { name: device.deviceName, user: device.userName };

  const revoke = async () => {
    try {
      await mutateAsync({
        url: apiPath("/user-devices/{id}/revoke", { id: device.deviceId }),
        method: "post",
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: "success", message: t("users:devices.actions.revoked", names) });
    } catch (error) {
      open?.({
        type: "error",
        message: t("users:devices.actions.revokeFailed", names),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setConfirming(false);
      // A refused revoke (signed out meanwhile by someone else) shows the row as it now is.
      await invalidate({ resource: "user-device", invalidates: ["list", "many", "detail"] });
    }
  };

  return (
    <Popconfirm
      open={confirming}
      onOpenChange={setConfirming}
      title={t("users:devices.actions.revokeConfirm", names)}
      description={t("users:devices.actions.revokeConfirmText")}
      okText={t("users:devices.actions.revokeOk")}
      cancelText={t("users:devices.actions.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={revoke}
    >
      {children}
    </Popconfirm>
  );
}

/**
 * Revoke: after a confirmation, signs the device out and removes its push token; the list follows.
 * The confirmation and its mutation hook mount on first use (FirstUseButton), not in every row.
 */
export function RevokeButton({ device }: { device: UserDevice }) {
  const { t } = useTranslation("users");
  return (
    <FirstUseButton
      danger
      icon={<LogoutOutlined aria-hidden />}
      aria-label={t("users:devices.actions.revokeOne", {
        name: device.deviceName,
        user: device.userName,
      })}
      confirm={(button) => <RevokeConfirm device={device}>{button}</RevokeConfirm>}
    >
      {t("users:devices.actions.revoke")}
    </FirstUseButton>
  );
}

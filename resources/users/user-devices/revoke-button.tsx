import { LogoutOutlined } from "@ant-design/icons";
import { useApiUrl, useCustomMutation, useInvalidate, useNotification } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserDevice } from "../schema/user-device";

/** Revoke: after a confirmation, signs the device out and removes its push token; the list follows. */
export function RevokeButton({ device }: { device: UserDevice }) {
  const { t } = useTranslation("devices");
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync, mutation } = useCustomMutation<UserDevice>();
  const [confirming, setConfirming] = useState(false);
  const names = { name: device.deviceName, user: device.userName };

  const revoke = async () => {
    try {
      await mutateAsync({
        url: `${apiUrl}/user-devices/${encodeURIComponent(device.deviceId)}/revoke`,
        method: "post",
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: "success", message: t("actions.revoked", names) });
    } catch (error) {
      open?.({
        type: "error",
        message: t("actions.revokeFailed", names),
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
      title={t("actions.revokeConfirm", names)}
      description={t("actions.revokeConfirmText")}
      okText={t("actions.revokeOk")}
      cancelText={t("actions.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={revoke}
    >
      <Button
        size="small"
        danger
        icon={<LogoutOutlined aria-hidden />}
        aria-label={t("actions.revokeOne", names)}
      >
        {t("actions.revoke")}
      </Button>
    </Popconfirm>
  );
}

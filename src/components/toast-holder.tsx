import { notification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useEffect } from "react";
import { TOAST_TOP } from "@/theme";

/** antd's notification holder for the public pages' toasts (./toast-host.tsx), same placement as the console's. */
export default function ToastHolder({
  onReady,
}: {
  onReady: (api: NotificationInstance | undefined) => void;
}) {
  const [api, holder] = notification.useNotification({ top: TOAST_TOP, placement: "top" });
  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);
  return holder;
}

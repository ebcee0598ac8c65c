import { Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { useAccess } from "@/hooks/use-access";
import type { UserDevice } from "../schema/user-device";
import { deviceColumns } from "./columns";
import { DeviceFilters } from "./filters";

/** /user-device: every device that signed in, most recently active first, with Revoke. */
export default function UserDeviceList() {
  const { t, i18n } = useTranslation("users");
  const table = useResourceTable<UserDevice>({
    initialSorters: [{ field: "lastActiveAt", order: "desc" }],
  });
  const canRevoke = useAccess("user-device", "revoke");
  const columns = useMemo(
    () => deviceColumns(t, canRevoke),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, canRevoke],
  );
  const title = t("users:devices.titles.list");

  return (
    <ListPage title={title}>
      <Typography.Paragraph type="secondary">{t("users:devices.description")}</Typography.Paragraph>
      <ResourceList<UserDevice>
        resource="user-device"
        table={table}
        columns={columns}
        rowKey="deviceId"
        label={title}
        searchPlaceholder={t("users:devices.filters.search")}
        exportName="user-devices"
        emptyText={t("users:devices.empty")}
        filters={<DeviceFilters table={table} />}
      />
    </ListPage>
  );
}

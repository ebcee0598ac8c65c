import { Typography } from "antd";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { AreaList } from "@/components/crud/area-list";
import { useAccess } from "@/hooks/use-access";
import type { UserDevice } from "../schema/user-device";
import { deviceColumns } from "./columns";
import deviceCsv from "./devices.csv";
import { DeviceFilters } from "./filters";

/** /user-device: every device that signed in, most recently active first, with Revoke. */
export default function UserDeviceList() {
  const { t } = useTranslation("users");
  const canRevoke = useAccess("user-device", "revoke");
  const columns = useCallback((tc: TFunction) => deviceColumns(tc, canRevoke), [canRevoke]);
  return (
    <AreaList<UserDevice>
      initialSorters={[{ field: "lastActiveAt", order: "desc" }]}
      columns={columns}
      csv={deviceCsv}
      exportName="user-devices"
      emptyText={t("users:devices.empty")}
      filters={(table) => <DeviceFilters table={table} />}
    >
      <Typography.Paragraph type="secondary">{t("users:devices.description")}</Typography.Paragraph>
    </AreaList>
  );
}

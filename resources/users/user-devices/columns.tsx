import { RowTag } from "@/components/crud/row-tag";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import { actionsColumn, dateTimeColumn, codeColumn } from "@/components/crud/standard-columns";
import type { UserDevice } from "../schema/user-device";
import { deviceStatus, platformLabel, pushTokenText } from "./labels";
import { RevokeButton } from "./revoke-button";

export function deviceColumns(t: TFunction, canRevoke: boolean): ListColumn<UserDevice>[] {
  const columns: ListColumn<UserDevice>[] = [
    {
      key: "userName",
      title: t("users:devices.fields.userName"),
      sortable: true,
      alwaysVisible: true,
      render: (_, device) => (
        <>
          <Text>{device.userName}</Text>
          <br />
          <Text type="secondary">{device.email}</Text>
        </>
      ),
    },
    { key: "deviceName", title: t("users:devices.fields.deviceName"), sortable: true },
    codeColumn("deviceId", t("users:devices.fields.deviceId"), {
      sortable: false,
      // Searched by, rarely read: under Columns, so that the rest fits a desktop screen.
      defaultHidden: true,
      width: 170,
      // A browser's id is a 36-character UUID: it wraps inside the column rather than widening the
      // table.
      render: (id: string) => (
        <Text code style={{ wordBreak: "break-all" }}>
          {id}
        </Text>
      ),
    }),
    {
      key: "platform",
      phone: true,
      title: t("users:devices.fields.platform"),
      sortable: true,
      render: (platform: string) => platformLabel(t, platform),
    },
    { key: "osVersion", title: t("users:devices.fields.osVersion"), defaultHidden: true },
    {
      key: "appVersion",
      title: t("users:devices.fields.appVersion"),
      sortable: true,
      defaultHidden: true,
    },
    {
      key: "hasPushToken",
      title: t("users:devices.fields.hasPushToken"),
      render: (has: boolean) => pushTokenText(t, has),
    },
    dateTimeColumn("firstSeenAt", t("users:devices.fields.firstSeenAt"), { defaultHidden: true }),
    dateTimeColumn("lastActiveAt", t("users:devices.fields.lastActiveAt")),
    {
      key: "revokedAt",
      title: t("users:devices.fields.status"),
      sortable: true,
      width: 190,
      // The revoked sentence ("Revoked on … by …") wraps inside the column instead of widening the table.
      render: (_, device) => (
        <RowTag color={device.revokedAt ? "red" : "green"} style={{ whiteSpace: "normal" }}>
          {deviceStatus(t, device)}
        </RowTag>
      ),
    },
  ];
  if (canRevoke)
    columns.push(
      actionsColumn(t, (device) => (device.revokedAt ? null : <RevokeButton device={device} />)),
    );
  return columns;
}

import { buildMatrix } from "@providers/access-control/role-matrix";
import { useCustom } from "@refinedev/core";
import { Flex, Tag, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { SectionCard } from "@/components/crud/section-card";
import { ActiveTag } from "@/components/crud/status-tag";
import { ArchivedNotice } from "@/components/crud/record-archive";
import type { BasePermission, Role } from "../schema/role";
import { actionLabel, areaLabel } from "./labels";
import { links } from "../links";
import { MenuSummary } from "./menu-summary";
import { RoleMembers } from "./members";
import { formatDateTime } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { useRecord } from "@/components/crud/use-record";

/** A role: its details, its permissions by area, the menu it opens, and its members. */
export default function RoleShow() {
  const { t } = useTranslation("users");
  const { query, result: role } = useRecord<Role>({ resource: "role" });
  const base = useCustom<BasePermission[]>({
    url: apiPath("/roles/base-permissions"),
    method: "get",
  });
  const rows = useMemo(() => {
    const list = base.query.data?.data;
    if (!list || !role) return [];
    const held = new Set(role.permissions);
    return buildMatrix(list)
      .rows.map((row) => ({
        area: row.area,
        codes: Object.entries(row.cells).filter(([, code]) => held.has(code)),
      }))
      .filter((row) => row.codes.length > 0);
  }, [base.query.data, role]);

  return (
    <RecordShow
      record={role}
      query={query}
      canDelete={false}
      actions={role && <ChangeLogsButton to={links.role.changeLogs(role.roleId)} area="role" />}
    >
      {role && (
        <Flex vertical gap={16}>
          <ArchivedNotice record={role} type="info" message={t("users:roles.archivedNote")} />
          <RecordDetails
            column={{ xs: 1, md: 2 }}
            items={[
              {
                label: t("users:roles.fields.isActive"),
                value: <ActiveTag active={role.isActive} />,
              },
              { label: t("users:roles.fields.memberCount"), value: role.memberCount },
              { label: t("users:roles.fields.permissionCount"), value: role.permissions.length },
              { label: t("crud.fields.updatedAt"), value: formatDateTime(role.updatedAt) },
              {
                label: t("users:roles.fields.description"),
                value: role.description || "-",
                span: "filled",
              },
            ]}
          />
          <SectionCard title={t("users:roles.fields.permissions")} loading={base.query.isLoading}>
            {role.permissions.length === 0 ? (
              <Typography.Text type="secondary">{t("users:roles.noPermissions")}</Typography.Text>
            ) : base.query.isError ? (
              <Flex gap={6} wrap>
                {role.permissions.map((code) => (
                  <Tag key={code}>{code}</Tag>
                ))}
              </Flex>
            ) : (
              <dl style={{ margin: 0 }}>
                {rows.map((row) => (
                  <Flex key={row.area} gap={6} wrap align="center" style={{ marginBottom: 6 }}>
                    <dt style={{ fontWeight: 600 }}>{areaLabel(t, row.area)}:</dt>
                    {row.codes.map(([action, code]) => (
                      <dd key={code} style={{ margin: 0 }} title={code}>
                        <Tag>{actionLabel(t, action)}</Tag>
                      </dd>
                    ))}
                  </Flex>
                ))}
              </dl>
            )}
          </SectionCard>
          <MenuSummary codes={role.permissions} />
          <RoleMembers roleId={role.roleId} />
        </Flex>
      )}
    </RecordShow>
  );
}

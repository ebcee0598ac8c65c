import { useList } from "@refinedev/core";
import { Alert, Button, Table, type TableColumnsType } from "antd";
import { SectionCard } from "@/components/crud/section-card";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveTag } from "@/components/crud/status-tag";
import type { User } from "../schema/user";
import { TableEmptyText } from "@/components/crud/table-empty";
import { usePaginationTotal } from "@/components/crud/pagination-total";

const PAGE_SIZE = 10;

/** The users who have a role (`GET /users?roleId=…`), a page at a time. */
export function RoleMembers({ roleId }: { roleId: string }) {
  const { t } = useTranslation("users");
  const { t: tc } = useTranslation("users");
  const showTotal = usePaginationTotal();
  const [currentPage, setCurrentPage] = useState(1);
  const { query, result } = useList<User>({
    resource: "users",
    pagination: { currentPage, pageSize: PAGE_SIZE, mode: "server" },
    filters: [{ field: "roleId", operator: "eq", value: roleId }],
    sorters: [{ field: "name", order: "asc" }],
  });
  const columns: TableColumnsType<User> = [
    { key: "name", dataIndex: "name", title: t("users:roles.members.name") },
    { key: "email", dataIndex: "email", title: t("users:roles.members.email") },
    {
      key: "isActive",
      dataIndex: "isActive",
      title: t("users:roles.fields.isActive"),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
  ];
  const title = t("users:roles.members.title");
  return (
    <SectionCard title={title}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("users:roles.members.loadFailed")}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {tc("crud.errorState.retry")}
            </Button>
          }
        />
      ) : (
        <Table<User>
          rowKey="userId"
          size="small"
          aria-label={title}
          loading={query.isLoading}
          columns={columns}
          dataSource={result.data}
          locale={{ emptyText: <TableEmptyText>{t("users:roles.members.empty")}</TableEmptyText> }}
          scroll={{ x: 480 }}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: result.total,
            onChange: setCurrentPage,
            showTotal,
            hideOnSinglePage: true,
          }}
        />
      )}
    </SectionCard>
  );
}

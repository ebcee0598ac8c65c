import { useList } from "@refinedev/core";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { useGlobalFilter } from "@/hooks/use-global-filter";

/** Stock per store; the outlet selector's store is highlighted and listed first. */
export function StocksView({ stocks }: { stocks: { storeId: string; qty: number }[] }) {
  const { t } = useTranslation("catalogue");
  const { storeId: selected } = useGlobalFilter();
  const { result } = useList<{ storeId: string; storeName: string }>({
    resource: "stores",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
  });
  const names = new Map((result.data ?? []).map((store) => [store.storeId, store.storeName]));
  const rows = [...stocks].sort((a, b) =>
    a.storeId === selected ? -1 : b.storeId === selected ? 1 : b.qty - a.qty,
  );
  return (
    <Table
      size="small"
      rowKey="storeId"
      pagination={false}
      dataSource={rows}
      rowClassName={(row) => (row.storeId === selected ? "ant-table-row-selected" : "")}
      columns={[
        {
          key: "store",
          title: t("catalogue:stores.fields.storeName"),
          render: (_, row) => names.get(row.storeId) ?? row.storeId,
        },
        {
          key: "qty",
          dataIndex: "qty",
          title: t("catalogue:products.fields.stock"),
          align: "right",
        },
      ]}
      summary={(data) => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            {t("catalogue:products.fields.totalStock")}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            {data.reduce((sum, row) => sum + row.qty, 0)}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

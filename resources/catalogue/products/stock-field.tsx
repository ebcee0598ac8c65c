import { useList } from "@refinedev/core";
import { InputNumber, Table } from "antd";
import { useTranslation } from "react-i18next";

interface StoreRow {
  storeId: string;
  storeName: string;
  storeCode: string;
}

interface StockFieldProps {
  value?: { storeId: string; qty: number }[];
  onChange?: (value: { storeId: string; qty: number }[]) => void;
}

/**
 * Stock per store: one quantity per outlet. A quantity out of bounds or with decimals stays as typed;
 * the product schema's message shows under the table (the Form.Item around it).
 */
export function StockField({ value = [], onChange }: StockFieldProps) {
  const { t } = useTranslation("catalogue");
  const { result, query } = useList<StoreRow>({
    resource: "stores",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "storeName", order: "asc" }],
  });
  const qtyOf = (storeId: string) => value.find((stock) => stock.storeId === storeId)?.qty ?? 0;
  const set = (storeId: string, qty: number | null) => {
    const others = value.filter((stock) => stock.storeId !== storeId);
    onChange?.(qty ? [...others, { storeId, qty }] : others);
  };
  return (
    <Table<StoreRow>
      size="small"
      rowKey="storeId"
      loading={query.isLoading}
      dataSource={result.data ?? []}
      pagination={false}
      scroll={{ x: 440, y: 320 }}
      columns={[
        {
          key: "storeName",
          title: t("catalogue:stores.fields.storeName"),
          dataIndex: "storeName",
          width: 220,
        },
        { key: "storeCode", title: t("catalogue:stores.fields.storeCode"), dataIndex: "storeCode" },
        {
          key: "qty",
          title: t("catalogue:products.fields.stock"),
          width: 140,
          render: (_, store) => (
            <InputNumber
              aria-label={t("catalogue:products.fields.stockAt", { store: store.storeName })}
              value={qtyOf(store.storeId)}
              onChange={(qty) => set(store.storeId, qty)}
            />
          ),
        },
      ]}
    />
  );
}

import { useCustom } from "@refinedev/core";
import { Avatar, Flex, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { StatCards } from "@/components/crud/stat-cards";
import { productTypeLabel } from "../components/product-type";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Brand, BrandSummary } from "../schema/brand";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";
import { apiPath } from "@providers/data/api-path";
import { useRecord } from "@/components/crud/use-record";

export default function BrandShow() {
  const { t } = useTranslation("catalogue");
  const { query, result: brand } = useRecord<Brand>({ resource: "brands" });
  const id = brand?.brandId;
  const { query: summaryQuery } = useCustom<BrandSummary>({
    url: apiPath("/product/brands/{id}/summary", { id: id ?? "" }),
    method: "get",
    queryOptions: { enabled: !!id },
  });
  // `result.data` is an empty object until the answer arrives: read the query instead.
  const summary = summaryQuery.data?.data;

  return (
    <RecordShow
      record={brand}
      query={query}
      actions={id && <ChangeLogsButton to={links.brand.changeLogs(id)} area="brand-change-logs" />}
    >
      {brand && (
        <Flex vertical gap={24}>
          <RecordDetails
            items={[
              {
                label: t("catalogue:brands.fields.logo"),
                value: (
                  <Avatar
                    shape="square"
                    size={48}
                    src={brand.logoUrl || undefined}
                    alt={brand.brandName}
                  >
                    {brand.brandCode.slice(0, 2)}
                  </Avatar>
                ),
              },
              {
                label: t("catalogue:brands.fields.brandCode"),
                value: <Typography.Text code>{brand.brandCode}</Typography.Text>,
              },
              {
                label: t("catalogue:brands.fields.isActive"),
                value: <ActiveTag active={brand.isActive} />,
              },
              { label: t("crud.fields.updatedAt"), value: formatDateTime(brand.updatedAt) },
              {
                label: t("catalogue:brands.fields.description"),
                value: brand.description || "-",
                span: "filled",
              },
            ]}
          />
          <StatCards
            loading={summaryQuery.isLoading}
            items={[
              {
                key: "products",
                title: t("catalogue:brands.summary.products"),
                value: summary?.productCount ?? "-",
              },
              {
                key: "stores",
                title: t("catalogue:brands.summary.stores"),
                value: summary?.stores.length ?? "-",
              },
              ...Object.entries(summary?.productsByType ?? {}).map(([type, count]) => ({
                key: type,
                title: productTypeLabel(t, type),
                value: count,
              })),
            ]}
          />
          <Table
            aria-label={t("catalogue:brands.summary.storesTitle")}
            title={() => (
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t("catalogue:brands.summary.storesTitle")}
              </Typography.Title>
            )}
            rowKey="storeId"
            size="small"
            loading={summaryQuery.isLoading}
            dataSource={summary?.stores ?? []}
            pagination={false}
            scroll={{ x: "max-content" }}
            columns={[
              {
                key: "storeName",
                title: t("catalogue:stores.fields.storeName"),
                render: (_, store) => (
                  <Link to={links.store.show(store.storeId)}>{store.storeName}</Link>
                ),
              },
              {
                key: "storeCode",
                dataIndex: "storeCode",
                title: t("catalogue:stores.fields.storeCode"),
              },
              { key: "city", dataIndex: "city", title: t("catalogue:stores.fields.city") },
              {
                key: "isActive",
                dataIndex: "isActive",
                title: t("catalogue:stores.fields.isActive"),
                render: (active: boolean) => <ActiveTag active={active} />,
              },
              {
                key: "productCount",
                dataIndex: "productCount",
                title: t("catalogue:brands.summary.productCount"),
                align: "right",
              },
            ]}
          />
        </Flex>
      )}
    </RecordShow>
  );
}

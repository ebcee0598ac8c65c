import { useMany } from "@refinedev/core";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links } from "../links";
import type { BundleItem, Product } from "../schema/product";

/** A Bundling product's items on its page: each product (a link to it) and its chosen variant. */
export function BundleItemsView({ items }: { items: BundleItem[] }) {
  const { t } = useTranslation("catalogue");
  const ids = [...new Set(items.map((item) => item.productId))];
  const { result, query } = useMany<Product>({
    resource: "products",
    ids,
    meta: { idField: "productId" },
    queryOptions: { enabled: ids.length > 0 },
  });
  const byId = new Map((result.data ?? []).map((product) => [product.productId, product]));
  return (
    <Table
      size="small"
      pagination={false}
      loading={query.isLoading}
      rowKey={(item) => `${item.productId}:${item.variantId ?? ""}`}
      dataSource={items}
      // The table greys its empty row out like disabled text (1.6:1); this is a message to read.
      locale={{
        emptyText: (
          <Typography.Text type="secondary">{t("catalogue:products.bundle.none")}</Typography.Text>
        ),
      }}
      columns={[
        {
          key: "product",
          title: t("catalogue:products.fields.bundleProduct"),
          render: (_, item) => {
            const product = byId.get(item.productId);
            return product ? (
              <Link to={links.product.show(product.productId)}>{product.productName}</Link>
            ) : (
              // Not (or no longer) readable: its id at least says which one.
              <Typography.Text type="secondary">{item.productId}</Typography.Text>
            );
          },
        },
        {
          key: "sku",
          title: t("catalogue:products.fields.sku"),
          render: (_, item) => byId.get(item.productId)?.sku ?? "-",
        },
        {
          key: "variant",
          title: t("catalogue:products.fields.bundleVariant"),
          render: (_, item) => {
            const variant = byId
              .get(item.productId)
              ?.variants?.find((candidate) => candidate.variantId === item.variantId);
            return variant ? `${variant.color} (${variant.sku})` : "-";
          },
        },
      ]}
    />
  );
}

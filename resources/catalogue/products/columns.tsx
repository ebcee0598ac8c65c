import { Flex, Typography } from "antd";
import { RowTag } from "@/components/crud/row-tag";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import { links } from "../links";
import type { ListColumn } from "@/components/crud/columns";
import { productTypeLabel } from "../components/product-type";
import {
  recordActionsColumn,
  createdAtColumn,
  thumbnailColumn,
  updatedAtColumn,
  nameColumn,
  codeColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { StatusTag } from "./status-tag";
import type { Product } from "../schema/product";
import { formatRupiah } from "@/lib/format";

import { stockAt, totalStock } from "./stock";

interface ProductColumnsOptions {
  brandName: (id: string) => string;
  /** The outlet selector's store: the stock column shows its stock. */
  store?: { storeId: string; storeName: string };
  can: RecordPermissions;
}

export function productColumns(
  t: TFunction,
  { brandName, store, can }: ProductColumnsOptions,
): ListColumn<Product>[] {
  return [
    thumbnailColumn<Product>(
      "images",
      t("catalogue:products.fields.cover"),
      (product) => ({ src: product.images?.[0] }),
      40,
    ),
    // A long name wraps (two lines at most in the seed) rather than push Status under the pinned
    // Actions column at 1440 px, where Japanese headers are widest.
    nameColumn(
      "productName",
      t("catalogue:products.fields.productName"),
      (product) => links.product.show(product.productId),
      { wrapAt: 180 },
    ),
    codeColumn("sku", t("catalogue:products.fields.sku")),
    {
      key: "productType",
      title: t("catalogue:products.fields.productType"),
      sortable: true,
      render: (type: string) => <RowTag>{productTypeLabel(t, type)}</RowTag>,
    },
    {
      key: "brandId",
      title: t("catalogue:products.fields.brandId"),
      sortable: true,
      render: (id: string) => brandName(id),
    },
    {
      key: "price",
      phone: true,
      title: t("catalogue:products.fields.price"),
      sortable: true,
      align: "right",
      render: (price: number, product) =>
        product.salePrice != null && product.salePrice < price ? (
          <Flex vertical align="end">
            <Text delete type="secondary">
              {formatRupiah(price)}
            </Text>
            <Text strong>{formatRupiah(product.salePrice)}</Text>
          </Flex>
        ) : (
          formatRupiah(price)
        ),
    },
    {
      key: "stockAtStore",
      title: store
        ? t("catalogue:products.fields.stockAtStore", { store: store.storeName })
        : t("catalogue:products.fields.totalStock"),
      // The outlet selector's store under a short header, so the column stays narrow.
      header: store ? (
        <Flex vertical>
          <span>{t("catalogue:products.fields.stock")}</span>{" "}
          {/* The space: the header's name reads "Stock Store name", whatever the styles. */}
          <Typography.Text
            type="secondary"
            ellipsis
            style={{ maxWidth: 120, fontSize: 12, fontWeight: "normal" }}
          >
            {store.storeName}
          </Typography.Text>
        </Flex>
      ) : undefined,
      align: "right",
      render: (_, product) => stockAt(product, store?.storeId),
    },
    {
      key: "salePrice",
      title: t("catalogue:products.fields.salePrice"),
      sortable: true,
      align: "right",
      defaultHidden: true,
      render: formatRupiah,
    },
    {
      key: "status",
      phone: true,
      title: t("catalogue:products.fields.status"),
      sortable: true,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      key: "totalStock",
      title: t("catalogue:products.fields.totalStock"),
      align: "right",
      defaultHidden: true,
      render: (_, product) => totalStock(product),
    },
    updatedAtColumn(t, { defaultHidden: true }),
    createdAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "products", can, (product) => ({
      id: product.productId,
      name: product.productName,
    })),
  ];
}

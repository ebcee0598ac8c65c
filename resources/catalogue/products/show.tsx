import { Card, Col, Flex, Image, Row, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links } from "../links";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { productTypeLabel } from "../components/product-type";
import { StatusTag } from "./status-tag";
import { useBrandOptions } from "../components/use-brand-options";
import { BundleItemsView } from "./bundle-items-view";
import { Model3dPreview } from "./model-3d-preview";
import { SpecsView } from "./specs-view";
import { StocksView } from "./stocks-view";
import type { Product } from "../schema/product";
import { toFormValues } from "./use-product-form";
import { formatDateTime } from "@/lib/format";
import { useRecord } from "@/components/crud/use-record";
import { Money } from "@/components/money";

export default function ProductShow() {
  const { t } = useTranslation("catalogue");
  const { query, result } = useRecord<Product>({ resource: "products" });
  const product = result ? toFormValues(result) : undefined;
  const brands = useBrandOptions();

  return (
    <RecordShow
      record={product}
      query={query}
      actions={
        product && (
          <ChangeLogsButton
            to={links.product.changeLogs(product.productId)}
            area="product-change-logs"
          />
        )
      }
    >
      {product && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <RecordDetails
              items={[
                {
                  label: t("catalogue:products.fields.sku"),
                  value: <Typography.Text code>{product.sku}</Typography.Text>,
                },
                {
                  label: t("catalogue:products.fields.productType"),
                  value: <Tag>{productTypeLabel(t, product.productType)}</Tag>,
                },
                {
                  label: t("catalogue:products.fields.brandId"),
                  value: (
                    <Link to={links.brand.show(product.brandId)}>
                      {brands.nameOf(product.brandId)}
                    </Link>
                  ),
                },
                {
                  label: t("catalogue:products.fields.status"),
                  value: <StatusTag status={product.status} />,
                },
                {
                  label: t("catalogue:products.fields.price"),
                  value: <Money value={product.price} />,
                },
                {
                  label: t("catalogue:products.fields.salePrice"),
                  value: <Money value={product.salePrice} />,
                },
                {
                  label: t("catalogue:products.fields.description"),
                  value: product.description || "-",
                  span: "filled",
                },
                {
                  label: t("crud.fields.updatedAt"),
                  value: formatDateTime(product.updatedAt),
                  span: "filled",
                },
              ]}
            />
          </Col>
          <Col xs={24} xl={10}>
            <Image.PreviewGroup>
              <Flex wrap gap={8}>
                {product.images.map((url, index) => (
                  <Image
                    key={`${url}-${index}`}
                    src={url}
                    width={index === 0 ? 200 : 96}
                    alt={
                      index === 0
                        ? t("crud.upload.cover")
                        : t("crud.upload.imageAlt", { index: index + 1 })
                    }
                  />
                ))}
              </Flex>
            </Image.PreviewGroup>
            {product.model3dUrl && (
              <Card
                size="small"
                title={t("catalogue:products.fields.model3dUrl")}
                style={{ marginTop: 16 }}
              >
                <Model3dPreview src={product.model3dUrl} />
              </Card>
            )}
          </Col>
          <Col xs={24}>
            <Card size="small" title={t("catalogue:products.fields.specifications")}>
              <SpecsView specs={product.specifications} />
            </Card>
          </Col>
          {product.productType === "BUNDLING" && (
            <Col xs={24}>
              <Card size="small" title={t("catalogue:products.fields.bundleItems")}>
                <BundleItemsView items={product.bundleItems} />
              </Card>
            </Col>
          )}
          {product.variants.length > 0 && (
            <Col xs={24} xl={12}>
              <Card size="small" title={t("catalogue:products.fields.variants")}>
                <Table
                  size="small"
                  rowKey={(variant) => variant.variantId ?? variant.sku}
                  pagination={false}
                  dataSource={product.variants}
                  columns={[
                    {
                      key: "color",
                      dataIndex: "color",
                      title: t("catalogue:products.fields.variantColor"),
                    },
                    {
                      key: "sku",
                      dataIndex: "sku",
                      title: t("catalogue:products.fields.variantSku"),
                    },
                    {
                      key: "stock",
                      dataIndex: "stock",
                      title: t("catalogue:products.fields.stock"),
                      align: "right",
                    },
                  ]}
                />
              </Card>
            </Col>
          )}
          <Col xs={24} xl={12}>
            <Card size="small" title={t("catalogue:products.fields.stocks")}>
              <StocksView stocks={product.stocks} />
            </Card>
          </Col>
        </Row>
      )}
    </RecordShow>
  );
}

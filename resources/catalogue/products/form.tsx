import type { FormProps } from "antd";
import { Card, Col, Form, Input, InputNumber, Row } from "antd";
import { FormSelect } from "@/components/form-select";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { ImageListUpload } from "@/components/crud/upload-field";
import { useBrandOptions } from "../components/use-brand-options";
import { BundleItemsField } from "./bundle-items-field";
import { Model3dField } from "./model-3d-field";
import { SpecsEditor } from "./specs-editor";
import { StockField } from "./stock-field";
import { TypeSelect } from "./type-select";
import { PRODUCT_STATUSES } from "@/contract/rules";
import type { ProductFormValues } from "../schema/product";
import { VariantsField } from "./variants-field";
import { statusLabel } from "./status-label";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export const EMPTY_PRODUCT: Partial<ProductFormValues> = {
  status: "DRAFT",
  images: [],
  stocks: [],
  variants: [],
  specifications: [],
  bundleItems: [],
  model3dUrl: null,
  salePrice: null,
};

/** The product form shared by create and edit (no category field: ignoreProductCategory). */
export function ProductForm({
  formProps,
  productId,
}: {
  formProps: FormProps<ProductFormValues>;
  productId?: string;
}) {
  const { t } = useTranslation("catalogue");
  const [form] = Form.useForm<ProductFormValues>(formProps.form);
  const brands = useBrandOptions();
  const type = Form.useWatch("productType", form);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("crud.validation.required", { field }),
  });
  const money = {
    formatter: groupedInputFormatter,
    parser: groupedInputParser,
    addonBefore: "Rp",
    min: 0,
    style: { width: "100%" },
  };

  return (
    <Form<ProductFormValues>
      {...formProps}
      form={form}
      layout="vertical"
      initialValues={{ ...EMPTY_PRODUCT, ...formProps.initialValues }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t("catalogue:products.sections.general")} size="small">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="productType"
                  label={t("catalogue:products.fields.productType")}
                  rules={[
                    {
                      required: true,
                      message: t("crud.validation.select", {
                        field: t("catalogue:products.fields.productType"),
                      }),
                    },
                  ]}
                >
                  <TypeSelect />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="status"
                  label={t("catalogue:products.fields.status")}
                  rules={[{ required: true }]}
                >
                  <FormSelect
                    options={PRODUCT_STATUSES.map((status) => ({
                      value: status,
                      label: statusLabel(t, status),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item
                  name="productName"
                  label={t("catalogue:products.fields.productName")}
                  rules={[
                    required(t("catalogue:products.fields.productName")),
                    {
                      max: 150,
                      message: t("crud.validation.maxLength", {
                        field: t("catalogue:products.fields.productName"),
                        max: 150,
                      }),
                    },
                  ]}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="sku"
                  label={t("catalogue:products.fields.sku")}
                  normalize={(value: string) => value?.toUpperCase()}
                  rules={[
                    required(t("catalogue:products.fields.sku")),
                    { pattern: SKU_PATTERN, message: t("catalogue:products.validation.sku") },
                  ]}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="brandId"
                  label={t("catalogue:products.fields.brandId")}
                  rules={[
                    {
                      required: true,
                      message: t("crud.validation.select", {
                        field: t("catalogue:products.fields.brandId"),
                      }),
                    },
                  ]}
                >
                  <FormSelect
                    showSearch
                    optionFilterProp="label"
                    loading={brands.loading}
                    options={brands.options}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="price"
                  label={t("catalogue:products.fields.price")}
                  rules={[
                    {
                      required: true,
                      message: t("crud.validation.required", {
                        field: t("catalogue:products.fields.price"),
                      }),
                    },
                  ]}
                >
                  <InputNumber<number> {...money} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="salePrice"
                  label={t("catalogue:products.fields.salePrice")}
                  dependencies={["price"]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, sale: number | null) => {
                        const price = getFieldValue("price") as number | null;
                        return sale == null || price == null || sale <= price
                          ? Promise.resolve()
                          : Promise.reject(new Error(t("catalogue:products.validation.salePrice")));
                      },
                    }),
                  ]}
                >
                  <InputNumber<number> {...money} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="description" label={t("catalogue:products.fields.description")}>
                  <Input.TextArea rows={3} showCount maxLength={2000} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t("catalogue:products.fields.images")} size="small">
            <Form.Item name="images" extra={t("catalogue:products.hints.images")}>
              <ImageListUpload />
            </Form.Item>
          </Card>
          {type === "FRAME" && config.product.feature3DModel && (
            <Card
              title={t("catalogue:products.fields.model3dUrl")}
              size="small"
              style={{ marginTop: 16 }}
            >
              <Form.Item name="model3dUrl" extra={t("catalogue:products.hints.model3d")}>
                <Model3dField />
              </Form.Item>
            </Card>
          )}
        </Col>
        <Col xs={24}>
          <Card title={t("catalogue:products.fields.specifications")} size="small">
            <SpecsEditor form={form} />
          </Card>
        </Col>
        {type === "BUNDLING" && (
          <Col xs={24}>
            <Card title={t("catalogue:products.fields.bundleItems")} size="small">
              <BundleItemsField selfId={productId} />
            </Card>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <Card title={t("catalogue:products.fields.variants")} size="small">
            <VariantsField />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("catalogue:products.fields.stocks")} size="small">
            <Form.Item name="stocks" noStyle>
              <StockField />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

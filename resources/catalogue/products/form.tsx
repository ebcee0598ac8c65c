import type { FormProps } from "antd";
import { Card, Col, Form, Input, Row } from "antd";
import { FormSelect } from "@/components/form-select";
import { OptionsSelect } from "@/components/form/options-select";
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
import { productWrite, type ProductFormValues } from "../schema/product";
import { MoneyInput } from "@/components/form/amount-input";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { VariantsField } from "./variants-field";
import { statusLabel } from "./status-label";
import { optionsOf } from "@/lib/options";
import { FieldCol } from "@/components/form/field-col";
import { upperCase } from "@/components/form/normalize";

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

/**
 * The product form shared by create and edit (no category field: ignoreProductCategory). Its fields'
 * labels and rules are the product schema's, the rules across fields included (the sale price within
 * the price, the specifications within their bounds).
 */
export function ProductForm({
  formProps,
  productId,
}: {
  formProps: FormProps<ProductFormValues>;
  productId?: string;
}) {
  const { t } = useTranslation("catalogue");
  const [form] = Form.useForm<ProductFormValues>(formProps.form);
  const field = useSchemaForm(productWrite);
  const brands = useBrandOptions();
  const type = Form.useWatch("productType", form);

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
              <FieldCol xs={24} md={12} {...field("productType")}>
                <TypeSelect />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("status")}>
                <FormSelect
                  options={optionsOf(PRODUCT_STATUSES, (status) => statusLabel(t, status))}
                />
              </FieldCol>
              <FieldCol xs={24} {...field("productName")}>
                <Input />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("sku")} normalize={upperCase}>
                <Input />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("brandId")}>
                <OptionsSelect source={brands} />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("price")}>
                <MoneyInput />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("salePrice")} dependencies={["price"]}>
                <MoneyInput />
              </FieldCol>
              <FieldCol xs={24} {...field("description")}>
                <Input.TextArea rows={3} showCount maxLength={5000} />
              </FieldCol>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t("catalogue:products.fields.images")} size="small">
            <Form.Item
              {...field("images", { label: false })}
              extra={t("catalogue:products.hints.images")}
            >
              <ImageListUpload />
            </Form.Item>
          </Card>
          {type === "FRAME" && config.product.feature3DModel && (
            <Card
              title={t("catalogue:products.fields.model3dUrl")}
              size="small"
              style={{ marginTop: 16 }}
            >
              <Form.Item
                {...field("model3dUrl", { label: false })}
                extra={t("catalogue:products.hints.model3d")}
              >
                <Model3dField />
              </Form.Item>
            </Card>
          )}
        </Col>
        <Col xs={24}>
          <Card title={t("catalogue:products.fields.specifications")} size="small">
            <SpecsEditor form={form} field={field} />
          </Card>
        </Col>
        {type === "BUNDLING" && (
          <Col xs={24}>
            <Card title={t("catalogue:products.fields.bundleItems")} size="small">
              <BundleItemsField selfId={productId} field={field} />
            </Card>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <Card title={t("catalogue:products.fields.variants")} size="small">
            <VariantsField field={field} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("catalogue:products.fields.stocks")} size="small">
            <Form.Item {...field("stocks", { label: false })}>
              <StockField />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

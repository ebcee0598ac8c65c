import type { FormProps } from "antd";
import {
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { productTypeLabel } from "@resources/catalogue/exports";
import { useBrandOptions } from "@resources/catalogue/exports";
import { FormSelect } from "@/components/form-select";
import { PRODUCT_TYPES } from "@/contract/rules";
import type { VoucherFormValues } from "../schema/voucher";
import { DISCOUNT_TYPES, VOUCHER_CHANNELS, VOUCHER_SCOPES } from "../schema/voucher-rules";
import { channelLabel, discountTypeLabel, scopeLabel } from "./labels";
import { ProductPicker } from "./product-picker";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

export const EMPTY_VOUCHER: Partial<VoucherFormValues> = {
  discountType: "PERCENTAGE",
  maxDiscount: null,
  minPurchase: 0,
  appliesTo: "ORDER",
  productTypes: [],
  productIds: [],
  quota: null,
  perCustomerLimit: 1,
  channels: ["ONLINE", "IN_STORE"],
  isActive: true,
};

/** A date-time field holding the ISO text the API reads, shown in a DatePicker. */
const dateTimeField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.toISOString() : undefined),
};

/** The voucher form shared by create and edit. `lockedBrand`: codes exist, so the brand stays. */
export function VoucherForm({
  formProps,
  lockedBrand = false,
}: {
  formProps: FormProps<VoucherFormValues>;
  lockedBrand?: boolean;
}) {
  const { t } = useTranslation("promotions");
  const [form] = Form.useForm<VoucherFormValues>(formProps.form);
  const brands = useBrandOptions();
  const brandId = Form.useWatch("brandId", form) as string | undefined;
  const discountType = Form.useWatch("discountType", form);
  const appliesTo = Form.useWatch("appliesTo", form);
  const prefix = brands.brands.find((brand) => brand.brandId === brandId)?.brandCode;
  const required = (field: string) => ({
    required: true,
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
    <Form<VoucherFormValues>
      {...formProps}
      form={form}
      layout="vertical"
      initialValues={{
        ...EMPTY_VOUCHER,
        // A new voucher runs from today for 30 days unless changed.
        startAt: dayjs().startOf("day").toISOString(),
        endAt: dayjs().add(30, "day").endOf("day").toISOString(),
        ...formProps.initialValues,
      }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.general")} size="small">
            <Form.Item
              name="voucherName"
              label={t("promotions:vouchers.fields.voucherName")}
              rules={[
                { ...required(t("promotions:vouchers.fields.voucherName")), whitespace: true },
                { max: 100 },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="brandId"
              label={t("promotions:vouchers.fields.brand")}
              rules={[required(t("promotions:vouchers.fields.brand"))]}
              extra={
                lockedBrand
                  ? t("promotions:vouchers.form.brandLocked")
                  : prefix
                    ? undefined
                    : t("promotions:vouchers.form.prefixHint")
              }
            >
              <FormSelect
                showSearch
                optionFilterProp="label"
                options={brands.options}
                loading={brands.loading}
                disabled={lockedBrand}
                onChange={() => form.setFieldValue("productIds", [])}
              />
            </Form.Item>
            {prefix && (
              <p>
                {t("promotions:vouchers.form.prefixLabel")}{" "}
                <Typography.Text code data-testid="code-prefix">
                  {prefix}
                </Typography.Text>{" "}
                <Typography.Text type="secondary">
                  {t("promotions:vouchers.form.prefixFixed")}
                </Typography.Text>
              </p>
            )}
            <Form.Item name="description" label={t("promotions:vouchers.fields.description")}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
            <Form.Item
              name="isActive"
              label={t("promotions:vouchers.fields.isActive")}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.discount")} size="small">
            <Form.Item
              name="discountType"
              label={t("promotions:vouchers.fields.discountType")}
              rules={[required(t("promotions:vouchers.fields.discountType"))]}
            >
              <Radio.Group
                options={DISCOUNT_TYPES.map((type) => ({
                  value: type,
                  label: discountTypeLabel(t, type),
                }))}
              />
            </Form.Item>
            <Row gutter={16}>
              {discountType === "PERCENTAGE" && (
                <>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="discountValue"
                      label={t("promotions:vouchers.fields.percentage")}
                      rules={[required(t("promotions:vouchers.fields.percentage"))]}
                    >
                      <InputNumber min={1} max={100} addonAfter="%" style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="maxDiscount"
                      label={t("promotions:vouchers.fields.maxDiscount")}
                      extra={t("promotions:vouchers.form.maxDiscountHint")}
                    >
                      <InputNumber<number> {...money} />
                    </Form.Item>
                  </Col>
                </>
              )}
              {discountType === "FIXED" && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="discountValue"
                    label={t("promotions:vouchers.fields.amount")}
                    rules={[required(t("promotions:vouchers.fields.amount"))]}
                  >
                    <InputNumber<number> {...money} />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>
                <Form.Item
                  name="minPurchase"
                  label={t("promotions:vouchers.fields.minPurchase")}
                  extra={t("promotions:vouchers.form.minPurchaseHint")}
                >
                  <InputNumber<number> {...money} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.appliesTo")} size="small">
            <Form.Item name="appliesTo" label={t("promotions:vouchers.fields.appliesTo")}>
              <Radio.Group
                options={VOUCHER_SCOPES.map((scope) => ({
                  value: scope,
                  label: scopeLabel(t, scope),
                }))}
              />
            </Form.Item>
            {appliesTo === "PRODUCT_TYPES" && (
              <Form.Item
                name="productTypes"
                label={t("promotions:vouchers.fields.productTypes")}
                rules={[required(t("promotions:vouchers.fields.productTypes"))]}
              >
                <Select
                  mode="multiple"
                  options={PRODUCT_TYPES.map((type) => ({
                    value: type,
                    label: productTypeLabel(t, type),
                  }))}
                />
              </Form.Item>
            )}
            {appliesTo === "PRODUCTS" && (
              <Form.Item
                name="productIds"
                label={t("promotions:vouchers.fields.productIds")}
                rules={[required(t("promotions:vouchers.fields.productIds"))]}
              >
                <ProductPicker brandId={brandId} />
              </Form.Item>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.limits")} size="small">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="quota"
                  label={t("promotions:vouchers.fields.quota")}
                  extra={t("promotions:vouchers.form.quotaHint")}
                >
                  <InputNumber<number> min={1} precision={0} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="perCustomerLimit"
                  label={t("promotions:vouchers.fields.perCustomerLimit")}
                  rules={[required(t("promotions:vouchers.fields.perCustomerLimit"))]}
                >
                  <InputNumber<number> min={1} precision={0} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="startAt"
                  label={t("promotions:vouchers.fields.startAt")}
                  rules={[required(t("promotions:vouchers.fields.startAt"))]}
                  {...dateTimeField}
                >
                  <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="endAt"
                  label={t("promotions:vouchers.fields.endAt")}
                  rules={[required(t("promotions:vouchers.fields.endAt"))]}
                  {...dateTimeField}
                >
                  <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="channels"
              label={t("promotions:vouchers.fields.channels")}
              rules={[required(t("promotions:vouchers.fields.channels"))]}
            >
              <Checkbox.Group
                options={VOUCHER_CHANNELS.map((channel) => ({
                  value: channel,
                  label: channelLabel(t, channel),
                }))}
              />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

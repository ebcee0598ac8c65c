import type { FormProps } from "antd";
import { Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { productTypeLabel, useBrandOptions } from "@resources/catalogue/exports";
import { OptionsSelect } from "@/components/form/options-select";
import { PRODUCT_TYPES } from "@/contract/rules";
import { MoneyInput } from "@/components/form/amount-input";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { voucherWrite, type VoucherFormValues } from "../schema/voucher";
import { DISCOUNT_TYPES, VOUCHER_CHANNELS, VOUCHER_SCOPES } from "../schema/voucher-rules";
import { channelLabel, scopeLabel } from "./labels";
import { discountTypeLabel } from "./voucher-labels";
import { ProductPicker } from "./product-picker";
import { DATE_TIME_INPUT_FORMAT } from "@/lib/format";
import { RadioGroup, CheckboxGroup } from "@/components/form/choice-group";
import { optionsOf } from "@/lib/options";
import { FieldCol } from "@/components/form/field-col";

export const EMPTY_VOUCHER: Partial<VoucherFormValues> = {
  discountType: "PERCENTAGE",
  maxDiscount: null,
  minPurchase: null,
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

/**
 * The voucher form shared by create and edit: its fields' labels and rules are the schema's (the
 * discount's bounds per type, limits, dates), a value out of range stays as typed with the bound in its
 * message. `lockedBrand`: codes exist, so the brand stays.
 */
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
  const field = useSchemaForm(voucherWrite);

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
            <Form.Item {...field("voucherName")}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              {...field("brandId")}
              extra={
                lockedBrand
                  ? t("promotions:vouchers.form.brandLocked")
                  : prefix
                    ? undefined
                    : t("promotions:vouchers.form.prefixHint")
              }
            >
              <OptionsSelect
                source={brands}
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
            <Form.Item {...field("description")}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
            <SwitchItem {...field("isActive")} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.discount")} size="small">
            <Form.Item {...field("discountType")}>
              <RadioGroup
                options={optionsOf(DISCOUNT_TYPES, (type) => discountTypeLabel(t, type))}
              />
            </Form.Item>
            <Row gutter={16}>
              {discountType === "PERCENTAGE" && (
                <>
                  <FieldCol
                    xs={24}
                    md={12}
                    {...field("discountValue", {
                      label: t("promotions:vouchers.fields.percentage"),
                    })}
                    dependencies={["discountType"]}
                  >
                    <InputNumber<number> suffix="%" style={{ width: "100%" }} />
                  </FieldCol>
                  <FieldCol
                    xs={24}
                    md={12}
                    {...field("maxDiscount")}
                    extra={t("promotions:vouchers.form.maxDiscountHint")}
                  >
                    <MoneyInput />
                  </FieldCol>
                </>
              )}
              {discountType === "FIXED" && (
                <FieldCol
                  xs={24}
                  md={12}
                  {...field("discountValue", { label: t("promotions:vouchers.fields.amount") })}
                  dependencies={["discountType", "minPurchase"]}
                >
                  <MoneyInput />
                </FieldCol>
              )}
              <FieldCol
                xs={24}
                md={12}
                {...field("minPurchase")}
                extra={t("promotions:vouchers.form.minPurchaseHint")}
              >
                <MoneyInput />
              </FieldCol>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.appliesTo")} size="small">
            <Form.Item {...field("appliesTo")}>
              <RadioGroup options={optionsOf(VOUCHER_SCOPES, (scope) => scopeLabel(t, scope))} />
            </Form.Item>
            {/* Required for the scope that shows them (a rule across fields): marked as such. */}
            {appliesTo === "PRODUCT_TYPES" && (
              <Form.Item {...field("productTypes")} required dependencies={["appliesTo"]}>
                <Select
                  mode="multiple"
                  options={optionsOf(PRODUCT_TYPES, (type) => productTypeLabel(t, type))}
                />
              </Form.Item>
            )}
            {appliesTo === "PRODUCTS" && (
              <Form.Item {...field("productIds")} required dependencies={["appliesTo"]}>
                <ProductPicker brandId={brandId} />
              </Form.Item>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t("promotions:vouchers.sections.limits")} size="small">
            <Row gutter={16}>
              <FieldCol
                xs={24}
                md={12}
                {...field("quota")}
                extra={t("promotions:vouchers.form.quotaHint")}
              >
                <InputNumber<number> style={{ width: "100%" }} />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("perCustomerLimit")} dependencies={["quota"]}>
                <InputNumber<number> style={{ width: "100%" }} />
              </FieldCol>
              <FieldCol xs={24} md={12} {...field("startAt")} {...dateTimeField}>
                <DatePicker showTime format={DATE_TIME_INPUT_FORMAT} style={{ width: "100%" }} />
              </FieldCol>
              <FieldCol
                xs={24}
                md={12}
                {...field("endAt")}
                dependencies={["startAt"]}
                {...dateTimeField}
              >
                <DatePicker showTime format={DATE_TIME_INPUT_FORMAT} style={{ width: "100%" }} />
              </FieldCol>
            </Row>
            <Form.Item {...field("channels")}>
              <CheckboxGroup
                options={optionsOf(VOUCHER_CHANNELS, (channel) => channelLabel(t, channel))}
              />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

import type { FormProps } from "antd";
import { AutoComplete, Col, Divider, Form, Input, InputNumber, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { LogoField, usePaymentFormRules } from "../components/form-parts";
import { FormSelect } from "@/components/form-select";
import type { PaymentChannelFormValues } from "../schema/payment-channel";
import {
  AMOUNT_MAX,
  CHANNEL_CODE_PATTERN,
  CHANNEL_TYPES,
  FEE_LIMITS,
  needsPaymentAccount,
} from "../schema/payment-rules";
import { PaymentAccountSelect } from "./account-select";
import { FeePreview } from "./fee-preview";
import { channelTypeLabel } from "./labels";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

const PROVIDERS = ["Midtrans", "Xendit", "DOKU", "Faspay", "iPaymu", "Internal"];

const rupiahInput = {
  formatter: groupedInputFormatter,
  parser: groupedInputParser,
  min: 0,
  precision: 0,
  prefix: "Rp",
  style: { width: "100%" },
};

/** The payment channel form shared by create and edit. */
export function PaymentChannelForm({
  formProps,
}: {
  formProps: FormProps<PaymentChannelFormValues>;
}) {
  const { t } = useTranslation("payments");
  const form = formProps.form;
  const channelType = Form.useWatch("channelType", form);
  const feeFixed = Form.useWatch("feeFixed", form);
  const feePercent = Form.useWatch("feePercent", form);
  const minAmount = Form.useWatch("minAmount", form);
  const maxAmount = Form.useWatch("maxAmount", form);
  const manual = needsPaymentAccount(channelType);
  const { required, max } = usePaymentFormRules();
  return (
    <Form<PaymentChannelFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{
        isActive: true,
        feeFixed: 0,
        feePercent: 0,
        minAmount: 0,
        maxAmount: null,
        paymentAccountId: null,
        instructions: "",
        ...formProps.initialValues,
      }}
      style={{ maxWidth: 880 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="channelName"
            label={t("payments:channels.fields.channelName")}
            extra={t("payments:channels.form.nameHint")}
            rules={[
              required(t("payments:channels.fields.channelName")),
              max(t("payments:channels.fields.channelName"), 100),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="channelCode"
            label={t("payments:channels.fields.channelCode")}
            extra={t("payments:channels.form.codeHint")}
            normalize={(value: string | undefined) =>
              value
                ?.toUpperCase()
                .replace(/[\s-]/g, "_")
                .replace(/[^A-Z0-9_]/g, "")
                .slice(0, 30)
            }
            rules={[
              required(t("payments:channels.fields.channelCode")),
              { pattern: CHANNEL_CODE_PATTERN, message: t("payments:channels.validation.code") },
            ]}
          >
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="channelType"
            label={t("payments:channels.fields.channelType")}
            rules={[required(t("payments:channels.fields.channelType"))]}
          >
            <FormSelect
              options={CHANNEL_TYPES.map((type) => ({
                value: type,
                label: channelTypeLabel(t, type),
              }))}
              onChange={(type: string) => {
                // Only a manual transfer goes to an account: another type drops it.
                if (!needsPaymentAccount(type)) form?.setFieldValue("paymentAccountId", null);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="provider"
            label={t("payments:channels.fields.provider")}
            extra={t("payments:channels.form.providerHint")}
            rules={[
              required(t("payments:channels.fields.provider")),
              max(t("payments:channels.fields.provider"), 60),
            ]}
          >
            <AutoComplete
              options={PROVIDERS.map((provider) => ({ value: provider }))}
              filterOption={(input, option) =>
                String(option?.value ?? "")
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="paymentAccountId"
        label={t("payments:channels.fields.paymentAccount")}
        extra={t("payments:channels.form.accountHint")}
        hidden={!manual}
        rules={[
          {
            required: manual,
            message: t("payments:channels.validation.accountRequired"),
          },
        ]}
      >
        <PaymentAccountSelect />
      </Form.Item>

      <Divider orientation="left" orientationMargin={0}>
        {t("payments:channels.form.feesTitle")}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="feeFixed"
            label={t("payments:channels.fields.feeFixed")}
            rules={[
              {
                type: "number",
                min: 0,
                max: FEE_LIMITS.fixedMax,
                message: t("payments:channels.validation.feeFixed", {
                  max: groupedInputFormatter(FEE_LIMITS.fixedMax),
                }),
              },
            ]}
          >
            <InputNumber<number> {...rupiahInput} max={FEE_LIMITS.fixedMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="feePercent"
            label={t("payments:channels.fields.feePercent")}
            extra={t("payments:channels.form.percentHint", { max: FEE_LIMITS.percentMax })}
            rules={[
              {
                type: "number",
                min: 0,
                max: FEE_LIMITS.percentMax,
                message: t("payments:channels.validation.feePercent", {
                  max: FEE_LIMITS.percentMax,
                }),
              },
            ]}
          >
            <InputNumber<number>
              min={0}
              step={0.1}
              precision={2}
              suffix="%"
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item>
        <FeePreview
          feeFixed={feeFixed}
          feePercent={feePercent}
          minAmount={minAmount}
          maxAmount={maxAmount}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="minAmount"
            label={t("payments:channels.fields.minAmount")}
            rules={[
              {
                required: true,
                message: t("translation:crud.validation.required", {
                  field: t("payments:channels.fields.minAmount"),
                }),
              },
            ]}
          >
            <InputNumber<number> {...rupiahInput} max={AMOUNT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="maxAmount"
            label={t("payments:channels.fields.maxAmount")}
            extra={t("payments:channels.form.maxHint")}
            dependencies={["minAmount"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: number | null | undefined) =>
                  value === null ||
                  value === undefined ||
                  value >= (getFieldValue("minAmount") ?? 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("payments:channels.validation.maxAmount"))),
              }),
            ]}
          >
            <InputNumber<number> {...rupiahInput} max={AMOUNT_MAX} />
          </Form.Item>
        </Col>
      </Row>

      <Divider orientation="left" orientationMargin={0}>
        {t("payments:channels.form.customerTitle")}
      </Divider>
      <LogoField />
      <Form.Item
        name="instructions"
        label={t("payments:channels.fields.instructions")}
        extra={t("payments:channels.form.instructionsHint")}
        rules={[max(t("payments:channels.fields.instructions"), 5000)]}
      >
        <Input.TextArea rows={5} showCount maxLength={5000} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name="order"
            label={t("payments:channels.fields.order")}
            extra={t("payments:channels.form.orderHint")}
          >
            <InputNumber min={1} max={9999} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isActive" label={t("payments:fields.isActive")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

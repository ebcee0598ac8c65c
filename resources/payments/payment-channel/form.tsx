import type { FormProps } from "antd";
import { Col, Divider, Form, Input, InputNumber, Row } from "antd";
import { Trans, useTranslation } from "react-i18next";
import { MoneyInput } from "@/components/form/amount-input";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { LogoField } from "../components/form-parts";
import { FormAutoComplete, FormSelect } from "@/components/form-select";
import { paymentChannelWrite, type PaymentChannelFormValues } from "../schema/payment-channel";
import { CHANNEL_TYPES, FEE_LIMITS, needsPaymentAccount } from "../schema/payment-rules";
import { PaymentAccountSelect } from "./account-select";
import { FeePreview } from "./fee-preview";
import { channelTypeLabel } from "./channel-labels";
import { optionsOf } from "@/lib/options";
import { FieldCol } from "@/components/form/field-col";

const PROVIDERS = ["Midtrans", "Xendit", "DOKU", "Faspay", "iPaymu", "Internal"];

/**
 * The payment channel form shared by create and edit: its fields' labels and rules, the rules
 * across fields included (the maximum at least the minimum, a manual transfer's account), are the
 * schema's.
 */
export function PaymentChannelForm({
  formProps,
}: {
  formProps: FormProps<PaymentChannelFormValues>;
}) {
  const { t } = useTranslation("payments");
  const field = useSchemaForm(paymentChannelWrite);
  const form = formProps.form;
  const channelType = Form.useWatch("channelType", form);
  const feeFixed = Form.useWatch("feeFixed", form);
  const feePercent = Form.useWatch("feePercent", form);
  const minAmount = Form.useWatch("minAmount", form);
  const maxAmount = Form.useWatch("maxAmount", form);
  const manual = needsPaymentAccount(channelType);
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
        ...formProps.initialValues,
      }}
      style={{ maxWidth: 880 }}
    >
      <Row gutter={16}>
        <FieldCol
          xs={24}
          md={12}
          {...field("channelName")}
          extra={t("payments:channels.form.nameHint")}
        >
          <Input />
        </FieldCol>
        <FieldCol
          xs={24}
          md={12}
          {...field("channelCode")}
          // The example is a code staff type: shown as code.
          extra={
            <Trans
              t={t}
              i18nKey="payments:channels.form.codeHint"
              components={{ code: <code /> }}
            />
          }
          // Typing aid: "bca va" is written BCA_VA; what is left is the schema's to judge.
          normalize={(value: string | undefined) => value?.toUpperCase().replace(/[\s-]/g, "_")}
        >
          <Input autoComplete="off" />
        </FieldCol>
      </Row>
      <Row gutter={16}>
        <FieldCol
          xs={24}
          md={12}
          {...field("channelType", { label: t("payments:channels.fields.channelType") })}
        >
          <FormSelect
            options={optionsOf(CHANNEL_TYPES, (type) => channelTypeLabel(t, type))}
            onChange={(type: string) => {
              // Only a manual transfer goes to an account: another type drops it.
              if (!needsPaymentAccount(type)) form?.setFieldValue("paymentAccountId", null);
            }}
          />
        </FieldCol>
        <FieldCol
          xs={24}
          md={12}
          {...field("provider")}
          extra={t("payments:channels.form.providerHint")}
        >
          <FormAutoComplete
            options={PROVIDERS.map((provider) => ({ value: provider }))}
            filterOption={(input, option) =>
              String(option?.value ?? "")
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </FieldCol>
      </Row>
      <Form.Item
        {...field("paymentAccountId")}
        // Needed for a manual transfer only (the schema's rule across fields says so).
        required={manual}
        dependencies={["channelType"]}
        extra={t("payments:channels.form.accountHint")}
        hidden={!manual}
      >
        <PaymentAccountSelect />
      </Form.Item>

      <Divider orientation="left" orientationMargin={0}>
        {t("payments:channels.form.feesTitle")}
      </Divider>
      <Row gutter={16}>
        <FieldCol xs={24} md={12} {...field("feeFixed")}>
          <MoneyInput />
        </FieldCol>
        <FieldCol
          xs={24}
          md={12}
          {...field("feePercent")}
          extra={t("payments:channels.form.percentHint", { max: FEE_LIMITS.percentMax })}
        >
          <InputNumber<number>
            step={0.1}
            inputMode="decimal"
            suffix="%"
            style={{ width: "100%" }}
          />
        </FieldCol>
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
        <FieldCol xs={24} md={12} {...field("minAmount")}>
          <MoneyInput />
        </FieldCol>
        <FieldCol
          xs={24}
          md={12}
          {...field("maxAmount")}
          extra={t("payments:channels.form.maxHint")}
          dependencies={["minAmount"]}
        >
          <MoneyInput />
        </FieldCol>
      </Row>

      <Divider orientation="left" orientationMargin={0}>
        {t("payments:channels.form.customerTitle")}
      </Divider>
      <LogoField item={field("logoUrl")} />
      <Form.Item {...field("instructions")} extra={t("payments:channels.form.instructionsHint")}>
        <Input.TextArea rows={5} showCount maxLength={5000} />
      </Form.Item>
      <Row gutter={16}>
        <FieldCol xs={12} md={6} {...field("order")} extra={t("payments:channels.form.orderHint")}>
          <InputNumber<number> inputMode="numeric" style={{ width: "100%" }} />
        </FieldCol>
        <Col xs={12} md={6}>
          <SwitchItem {...field("isActive")} />
        </Col>
      </Row>
    </Form>
  );
}

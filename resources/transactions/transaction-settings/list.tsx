import { Alert, Descriptions, Form, Input, InputNumber, Radio, Typography } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SettingsPage } from "@/components/settings/settings-form";
import type { TransactionSettingsUpdate } from "../schema/transaction";
import {
  CALCULATION_FORMULAS,
  codeExamples,
  SETTING_BOUNDS,
  ZERO_PAYMENT_OPTIONS,
  type TransactionSettingKey,
} from "../schema/transaction-rules";
import { useTransactionSettingsForm } from "./use-transaction-settings-form";
import { RadioGroup } from "@/components/form/choice-group";
import { links } from "../links";
import { upperCase } from "@/components/form/normalize";

/** The spec's labels (2.4; English verbatim, translated in id and jp), with the app-config key. */
function labelOf(t: TFunction, key: TransactionSettingKey): string {
  switch (key) {
    case "TRX_CODE_PREFIX":
      return t("transactions:settings.labels.TRX_CODE_PREFIX");
    case "TRX_CODE_NUMERIC_LENGTH":
      return t("transactions:settings.labels.TRX_CODE_NUMERIC_LENGTH");
    case "TRX_PAYMENT_EXPIRY_IN_MINUTES":
      return t("transactions:settings.labels.TRX_PAYMENT_EXPIRY_IN_MINUTES");
    case "TRX_ALLOW_ZERO_PAYMENT":
      return t("transactions:settings.labels.TRX_ALLOW_ZERO_PAYMENT");
    case "PAYMENT_CODE_PREFIX":
      return t("transactions:settings.labels.PAYMENT_CODE_PREFIX");
    case "PAYMENT_CODE_NUMERIC_LENGTH":
      return t("transactions:settings.labels.PAYMENT_CODE_NUMERIC_LENGTH");
    case "NEW_TRANSACTION_CALCULATION_FORMULAS":
      return t("transactions:settings.labels.NEW_TRANSACTION_CALCULATION_FORMULAS");
    case "TRX_RETURN_WINDOW_IN_DAYS":
      return t("transactions:settings.labels.TRX_RETURN_WINDOW_IN_DAYS");
    case "TRX_PROCESS_WITHIN_HOURS":
      return t("transactions:settings.labels.TRX_PROCESS_WITHIN_HOURS");
  }
}

/** A setting's label in the user's language (its app-config key stays out of sight: staff read words). */
function Label({ settingKey }: { settingKey: TransactionSettingKey }) {
  const { t } = useTranslation("transactions");
  return <span>{labelOf(t, settingKey)}</span>;
}

/**
 * /transaction-settings: the seven configs of the spec, the return window for points and the time a
 * paid order may wait to be processed, checked as typed by their schema (a value out of its
 * bounds stays as typed, with the bound in its message), with the next codes they make.
 */
export default function TransactionSettingsPage() {
  const { t } = useTranslation("transactions");
  const form = useTransactionSettingsForm();
  const instance = form.formProps.form;
  const values = Form.useWatch([], instance) as Partial<TransactionSettingsUpdate> | undefined;
  const examples = codeExamples(values ?? {}, form.record?.nextNumber ?? 1);

  const prefixInput = <Input maxLength={10} style={{ maxWidth: 220 }} autoComplete="off" />;
  const number = (unit?: string) => (
    <InputNumber<number>
      inputMode="numeric"
      // The unit inside the box (antd deprecates addonAfter on InputNumber).
      suffix={unit}
      style={{ width: "100%", maxWidth: 220 }}
    />
  );
  const item = (key: TransactionSettingKey, control: ReactNode, extra?: ReactNode) => (
    <Form.Item
      {...form.field(key, { label: <Label settingKey={key} /> })}
      extra={extra}
      style={{ flex: "1 1 360px", minWidth: 0 }}
      normalize={key.endsWith("_PREFIX") ? upperCase : undefined}
    >
      {control}
    </Form.Item>
  );

  return (
    <SettingsPage
      title={t("transactions:settings.title")}
      description={t("transactions:settings.description")}
      form={form}
      changeLogs={{ to: links.transactionSettings.changeLogs(), area: "transaction-settings" }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 24 }}>
        {item("TRX_CODE_PREFIX", prefixInput, t("transactions:settings.help.prefix"))}
        {item(
          "TRX_CODE_NUMERIC_LENGTH",
          number(),
          t("transactions:settings.help.length", SETTING_BOUNDS.TRX_CODE_NUMERIC_LENGTH),
        )}
        {item("PAYMENT_CODE_PREFIX", prefixInput, t("transactions:settings.help.prefix"))}
        {item(
          "PAYMENT_CODE_NUMERIC_LENGTH",
          number(),
          t("transactions:settings.help.length", SETTING_BOUNDS.PAYMENT_CODE_NUMERIC_LENGTH),
        )}
      </div>
      <Alert
        type="info"
        style={{ marginBottom: 24 }}
        data-testid="code-examples"
        message={t("transactions:settings.examples.title")}
        description={
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t("transactions:settings.examples.transactionCode")}>
              <Typography.Text
                code
                data-testid="example-transaction-code"
                style={{ whiteSpace: "nowrap" }}
              >
                {examples.transactionCode ?? t("transactions:settings.examples.invalid")}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("transactions:settings.examples.paymentCode")}>
              <Typography.Text
                code
                data-testid="example-payment-code"
                style={{ whiteSpace: "nowrap" }}
              >
                {examples.paymentCode ?? t("transactions:settings.examples.invalid")}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        }
      />
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 24 }}>
        {item(
          "TRX_PAYMENT_EXPIRY_IN_MINUTES",
          number(t("transactions:settings.minutes")),
          t("transactions:settings.help.expiry", SETTING_BOUNDS.TRX_PAYMENT_EXPIRY_IN_MINUTES),
        )}
        {item(
          "TRX_ALLOW_ZERO_PAYMENT",
          <RadioGroup
            options={ZERO_PAYMENT_OPTIONS.map((option) => ({
              value: option,
              label:
                option === "ALLOWED"
                  ? t("transactions:settings.zeroPayment.ALLOWED")
                  : t("transactions:settings.zeroPayment.NOT_ALLOWED"),
            }))}
          />,
          t("transactions:settings.help.zeroPayment"),
        )}
      </div>
      {item(
        "NEW_TRANSACTION_CALCULATION_FORMULAS",
        <RadioGroup>
          {CALCULATION_FORMULAS.map((formula) => (
            <Radio key={formula} value={formula} style={{ display: "flex", marginBottom: 8 }}>
              <strong>
                {formula === "STANDARD"
                  ? t("transactions:formulaNames.STANDARD")
                  : t("transactions:formulaNames.ADVANCED")}
              </strong>
              {": "}
              <span>
                {formula === "STANDARD"
                  ? t("transactions:settings.formulas.STANDARD")
                  : t("transactions:settings.formulas.ADVANCED")}
              </span>
            </Radio>
          ))}
        </RadioGroup>,
        t("transactions:settings.help.formula"),
      )}
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 24 }}>
        {item(
          "TRX_RETURN_WINDOW_IN_DAYS",
          number(t("transactions:settings.days")),
          t("transactions:settings.help.returnWindow", SETTING_BOUNDS.TRX_RETURN_WINDOW_IN_DAYS),
        )}
        {item(
          "TRX_PROCESS_WITHIN_HOURS",
          number(t("transactions:settings.hours")),
          t("transactions:settings.help.processWithin", SETTING_BOUNDS.TRX_PROCESS_WITHIN_HOURS),
        )}
      </div>
    </SettingsPage>
  );
}

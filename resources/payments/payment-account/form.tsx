import type { FormProps } from "antd";
import { Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { LogoField } from "../components/form-parts";
import { FormSelect } from "@/components/form-select";
import { paymentAccountForm, type PaymentAccountFormValues } from "../schema/payment-account";
import { BANKS, bankOf } from "../schema/payment-rules";
import { FieldCol } from "@/components/form/field-col";

/** The bank's account-number length in words ("10 digits", "12 to 14 digits"). */
function useDigits() {
  const { t } = useTranslation("payments");
  return (bankCode: string | undefined) => {
    const [min, max] = bankOf(bankCode)?.digits ?? [6, 20];
    return min === max
      ? t("payments:accounts.digits.exact", { n: min })
      : t("payments:accounts.digits.range", { min, max });
  };
}

/**
 * The payment account form shared by create and edit: its fields' labels and rules are the schema's
 * (the account number's length follows the bank chosen).
 */
export function PaymentAccountForm({
  formProps,
}: {
  formProps: FormProps<PaymentAccountFormValues>;
}) {
  const { t } = useTranslation("payments");
  const field = useSchemaForm(paymentAccountForm);
  const digits = useDigits();
  const bankCode = Form.useWatch("bankCode", formProps.form) as string | undefined;
  const bank = bankOf(bankCode);
  return (
    <Form<PaymentAccountFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <FieldCol xs={24} md={12} {...field("bankCode")}>
          <FormSelect
            showSearch
            optionFilterProp="label"
            placeholder={t("payments:accounts.form.bankPlaceholder")}
            options={BANKS.map((option) => ({
              value: option.code,
              label: `${option.name} · ${option.clearingCode}`,
            }))}
          />
        </FieldCol>
        <FieldCol
          xs={24}
          md={12}
          {...field("accountNumber")}
          // The number's length rule follows the bank: checked again when the bank changes.
          dependencies={["bankCode"]}
          extra={
            bank
              ? t("payments:accounts.form.numberHint", {
                  bank: bank.code,
                  digits: digits(bank.code),
                })
              : t("payments:accounts.form.numberHintAny")
          }
          // Spaces and dashes copied from a passbook go; the length is the schema's to judge.
          normalize={(value: string | undefined) => value?.replace(/[\s-]/g, "")}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </FieldCol>
      </Row>
      <Form.Item {...field("accountHolder")} extra={t("payments:accounts.form.holderHint")}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...field("branch")}>
        <Input placeholder={t("payments:accounts.form.branchPlaceholder")} />
      </Form.Item>
      <LogoField item={field("logoUrl")} extra={t("payments:accounts.form.logoHint")} />
      <SwitchItem {...field("isActive")} extra={t("payments:accounts.form.activeHint")} />
    </Form>
  );
}

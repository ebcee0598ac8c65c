import type { FormProps } from "antd";
import { Col, Form, Input, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { LogoField, usePaymentFormRules } from "../components/form-parts";
import { FormSelect } from "@/components/form-select";
import type { PaymentAccountFormValues } from "../schema/payment-account";
import { BANKS, bankOf } from "../schema/payment-rules";

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

/** The payment account form shared by create and edit. */
export function PaymentAccountForm({
  formProps,
}: {
  formProps: FormProps<PaymentAccountFormValues>;
}) {
  const { t } = useTranslation("payments");
  const digits = useDigits();
  const bankCode = Form.useWatch("bankCode", formProps.form) as string | undefined;
  const bank = bankOf(bankCode);
  const { required, max } = usePaymentFormRules();
  return (
    <Form<PaymentAccountFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, branch: "", ...formProps.initialValues }}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="bankCode"
            label={t("payments:accounts.fields.bank")}
            rules={[required(t("payments:accounts.fields.bank"))]}
          >
            <FormSelect
              showSearch
              optionFilterProp="label"
              placeholder={t("payments:accounts.form.bankPlaceholder")}
              onChange={() => {
                // The number's length rule follows the bank: check it again once one was typed.
                if (formProps.form?.getFieldValue("accountNumber"))
                  void formProps.form.validateFields(["accountNumber"]).catch(() => undefined);
              }}
              options={BANKS.map((option) => ({
                value: option.code,
                label: `${option.name} · ${option.clearingCode}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="accountNumber"
            label={t("payments:accounts.fields.accountNumber")}
            extra={
              bank
                ? t("payments:accounts.form.numberHint", {
                    bank: bank.code,
                    digits: digits(bank.code),
                  })
                : t("payments:accounts.form.numberHintAny")
            }
            normalize={(value: string | undefined) => value?.replace(/\D/g, "").slice(0, 20)}
            rules={[
              required(t("payments:accounts.fields.accountNumber")),
              {
                validator: (_, value: string | undefined) => {
                  if (!value) return Promise.resolve();
                  const [min, most] = bank?.digits ?? [6, 20];
                  return value.length >= min && value.length <= most
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(
                          bank
                            ? t("payments:accounts.validation.numberLength", {
                                bank: bank.code,
                                digits: digits(bank.code),
                              })
                            : t("payments:accounts.validation.numberLengthAny"),
                        ),
                      );
                },
              },
            ]}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="accountHolder"
        label={t("payments:accounts.fields.accountHolder")}
        extra={t("payments:accounts.form.holderHint")}
        rules={[
          required(t("payments:accounts.fields.accountHolder")),
          max(t("payments:accounts.fields.accountHolder"), 100),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="branch"
        label={t("payments:accounts.fields.branch")}
        rules={[max(t("payments:accounts.fields.branch"), 100)]}
      >
        <Input placeholder={t("payments:accounts.form.branchPlaceholder")} />
      </Form.Item>
      <LogoField extra={t("payments:accounts.form.logoHint")} />
      <Form.Item
        name="isActive"
        label={t("payments:fields.isActive")}
        extra={t("payments:accounts.form.activeHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}

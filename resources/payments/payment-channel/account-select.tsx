import { useSelect } from "@refinedev/antd";
import { Flex, Typography, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { accountLine } from "../components/account-line";
import { BankLogo } from "../components/bank-logo";
import type { PaymentAccount } from "../schema/payment-account";

/**
 * The payment account a manual transfer goes to: searches the active payment accounts on the server
 * (bank, number, holder, branch) as the user types. Inactive accounts cannot receive transfers.
 */
export function PaymentAccountSelect({
  value,
  onChange,
  id,
  ...aria
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { t } = useTranslation("payments");
  const { selectProps, query } = useSelect<PaymentAccount>({
    resource: "payment-account",
    optionLabel: (account) => accountLine(account),
    optionValue: "paymentAccountId",
    defaultValue: value ?? undefined,
    filters: [{ field: "isActive", operator: "eq", value: "true" }],
    sorters: [{ field: "bankName", order: "asc" }],
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { apiPath: "payment-accounts", idField: "paymentAccountId" },
  });
  const accounts = new Map(
    (query.data?.data ?? []).map((account) => [account.paymentAccountId, account]),
  );
  return (
    <FormSelect<string>
      {...(selectProps as SelectProps<string>)}
      {...aria}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={t("payments:channels.form.accountPlaceholder")}
      notFoundContent={query.isFetching ? undefined : t("payments:channels.form.noAccount")}
      optionRender={(option) => {
        const account = accounts.get(String(option.value));
        return account ? (
          <Flex gap={8} align="center">
            <BankLogo bankCode={account.bankCode} logoUrl={account.logoUrl} size={24} />
            <span>
              {account.bankCode} · {account.accountNumber}
              <Typography.Text type="secondary"> · {account.accountHolder}</Typography.Text>
            </span>
          </Flex>
        ) : (
          option.label
        );
      }}
    />
  );
}

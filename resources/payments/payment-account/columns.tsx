import { Flex } from "antd";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  updatedAtColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { BankLogo } from "../components/bank-logo";
import type { PaymentAccount } from "../schema/payment-account";
import { links } from "../links";

/** "BCA 5270418833": how buttons and confirmations name an account. */
export const accountName = (account: Pick<PaymentAccount, "bankCode" | "accountNumber">) =>
  `${account.bankCode} ${account.accountNumber}`;

export function paymentAccountColumns(
  t: TFunction,
  can: RecordPermissions,
): ListColumn<PaymentAccount>[] {
  return [
    {
      key: "bankName",
      title: t("payments:accounts.fields.bank"),
      sortable: true,
      alwaysVisible: true,
      render: (_, account) => (
        <Flex gap={8} align="center">
          <BankLogo bankCode={account.bankCode} logoUrl={account.logoUrl} />
          <span>{account.bankName}</span>
        </Flex>
      ),
    },
    {
      key: "accountNumber",
      title: t("payments:accounts.fields.accountNumber"),
      sortable: true,
      alwaysVisible: true,
      render: (_, account) => (
        <RowLink to={links.paymentAccount.show(account.paymentAccountId)}>
          <Text code>{account.accountNumber}</Text>
        </RowLink>
      ),
    },
    {
      key: "accountHolder",
      title: t("payments:accounts.fields.accountHolder"),
      sortable: true,
    },
    { key: "branch", title: t("payments:accounts.fields.branch"), sortable: true },
    activeColumn(t("payments:fields.isActive")),
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "payment-account", can, (account) => ({
      id: account.paymentAccountId,
      name: accountName(account),
    })),
  ];
}

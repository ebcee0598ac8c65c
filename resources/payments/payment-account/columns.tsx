import { Flex, Typography } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import type { RecordPermissions } from "@/hooks/use-access";
import { ActiveTag } from "@/components/crud/status-tag";
import { BankLogo } from "../components/bank-logo";
import type { PaymentAccount } from "../schema/payment-account";
import { formatDateTime } from "@/lib/format";
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
      csv: (account) => account.bankName,
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
        <Link to={links.paymentAccount.show(account.paymentAccountId)}>
          <Typography.Text code>{account.accountNumber}</Typography.Text>
        </Link>
      ),
    },
    {
      key: "accountHolder",
      title: t("payments:accounts.fields.accountHolder"),
      sortable: true,
    },
    { key: "branch", title: t("payments:accounts.fields.branch"), sortable: true },
    {
      key: "isActive",
      title: t("payments:fields.isActive"),
      sortable: true,
      csv: (account) =>
        account.isActive
          ? t("translation:crud.status.active")
          : t("translation:crud.status.inactive"),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    {
      key: "updatedAt",
      title: t("translation:crud.fields.updatedAt"),
      sortable: true,
      defaultHidden: true,
      render: formatDateTime,
    },
    {
      key: "actions",
      title: t("translation:crud.fields.actions"),
      csv: false,
      alwaysVisible: true,
      fixed: "right",
      render: (_, account) => (
        <RecordActions
          resource="payment-account"
          id={account.paymentAccountId}
          name={accountName(account)}
          can={can}
        />
      ),
    },
  ];
}

import type { TFunction } from "i18next";
import { Text } from "@/components/plain-typography";
import type { ListColumn } from "@/components/crud/columns";
import { dateTimeColumn, nameColumn, Wrap } from "@/components/crud/standard-columns";
import type { Transaction } from "../schema/transaction";
import { itemLine } from "./item-line";
import { PaymentStatusTag, TransactionStatusTag } from "./labels";
import { formatPhone, formatRupiah } from "@/lib/format";
import { links } from "../links";

/** The transaction list's columns (t of the "transactions" namespace). */
export function transactionColumns(t: TFunction): ListColumn<Transaction>[] {
  return [
    nameColumn("transactionCode", t("transactions:fields.transactionCode"), (trx) =>
      links.transaction.show(trx.transactionId),
    ),
    dateTimeColumn("createdAt", t("transactions:fields.createdAt")),
    {
      key: "customerName",
      title: t("transactions:fields.customer"),
      sortable: true,
      render: (_, trx) => (
        <Wrap at={120}>
          <div>{trx.customerName}</div>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {formatPhone(trx.customerPhone)}
          </Text>
        </Wrap>
      ),
    },
    {
      key: "storeName",
      title: t("transactions:fields.store"),
      sortable: true,
      render: (name: string) => <Wrap at={120}>{name}</Wrap>,
    },
    {
      key: "itemCount",
      title: t("transactions:fields.items"),
      sortable: true,
      align: "right",
      render: (_, trx) => (
        <span title={trx.items.map(itemLine).join("\n")}>
          {t("transactions:list.itemCount", { count: trx.itemCount })}
        </span>
      ),
    },
    {
      key: "total",
      phone: true,
      title: t("transactions:fields.total"),
      sortable: true,
      align: "right",
      render: (value: number) => formatRupiah(value),
    },
    {
      key: "paymentStatus",
      title: t("transactions:fields.paymentStatus"),
      sortable: true,
      render: (_, trx) => <PaymentStatusTag status={trx.paymentStatus} />,
    },
    {
      key: "status",
      phone: true,
      title: t("transactions:fields.status"),
      sortable: true,
      render: (_, trx) => <TransactionStatusTag status={trx.status} />,
    },
    {
      key: "channelName",
      title: t("transactions:fields.paymentChannel"),
      sortable: true,
      render: (name: string) => <Wrap at={100}>{name}</Wrap>,
    },
    { key: "paymentCode", title: t("transactions:fields.paymentCode"), defaultHidden: true },
    dateTimeColumn("paidAt", t("transactions:fields.paidAt"), { defaultHidden: true }),
  ];
}

import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { PageTitle } from "@/components/crud/page-title";
import { List } from "@/components/crud/views";
import type { Transaction } from "../schema/transaction";
import { useTransactionChangeLogLabels } from "../components/change-log-labels";
import { links } from "../links";

/** /transactions/:id/change-logs: one transaction's history. */
export default function TransactionChangeLogs() {
  const { t } = useTranslation("transactions");
  const { id = "" } = useParams();
  const { result: trx } = useOne<Transaction>({ resource: "transactions", id });
  const fieldLabels = useTransactionChangeLogLabels();
  useRecordBreadcrumb(id, trx?.transactionCode);
  const title = t("translation:changeLogs.titles.record", { name: trx?.transactionCode ?? id });
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource="transaction-change-logs"
      canCreate={false}
    >
      <ChangeLogTable
        entity="transaction"
        resource="transaction-change-logs"
        entityId={id}
        recordLog={links.transaction.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}

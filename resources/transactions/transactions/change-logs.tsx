import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import {
  useTransactionChangeLogLabels,
  useTransactionChangeValueLabels,
} from "../components/change-log-labels";
import type { Transaction } from "../schema/transaction";

const nameOf = (transaction: Transaction) => transaction.transactionCode;

/** /transactions/:id/change-logs: one transaction's history. */
export default function TransactionChangeLogs() {
  const fieldLabels = useTransactionChangeLogLabels();
  const valueLabels = useTransactionChangeValueLabels();
  return (
    <RecordChangeLogPage<Transaction>
      entity="transaction"
      resource="transactions"
      changeLogArea="transaction-change-logs"
      nameOf={nameOf}
      fieldLabels={fieldLabels}
      valueLabels={valueLabels}
    />
  );
}

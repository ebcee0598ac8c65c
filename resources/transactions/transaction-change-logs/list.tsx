import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import {
  useTransactionChangeLogLabels,
  useTransactionChangeValueLabels,
} from "../components/change-log-labels";
import { links } from "../links";

export default function TransactionChangeLogList() {
  const { t } = useTranslation("transactions");
  const fieldLabels = useTransactionChangeLogLabels();
  const valueLabels = useTransactionChangeValueLabels();
  const title = t("translation:changeLogs.titles.transaction");
  return (
    <ListPage title={title} canCreate={false}>
      <ChangeLogTable
        entity="transaction"
        resource="transaction-change-logs"
        recordLog={links.transaction.changeLogs}
        fieldLabels={fieldLabels}
        valueLabels={valueLabels}
        title={title}
      />
    </ListPage>
  );
}

import { useTranslation } from "react-i18next";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { PageTitle } from "@/components/crud/page-title";
import { List } from "@/components/crud/views";
import { useTransactionChangeLogLabels } from "../components/change-log-labels";
import { links } from "../links";

export default function TransactionChangeLogList() {
  const { t } = useTranslation("transactions");
  const fieldLabels = useTransactionChangeLogLabels();
  const title = t("translation:changeLogs.titles.transaction");
  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false} canCreate={false}>
      <ChangeLogTable
        entity="transaction"
        resource="transaction-change-logs"
        recordLog={links.transaction.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}

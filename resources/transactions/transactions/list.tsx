import { Alert, Button } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { useGlobalFilter } from "@/hooks/use-global-filter";
import { useSearchParams } from "react-router";
import { ALL_OUTLETS_PARAM } from "../links";
import type { Transaction } from "../schema/transaction";
import { transactionColumns } from "./columns";
import transactionCsv from "./transactions.csv";
import { DemoOrderButton } from "./demo-order-button";
import { TransactionFilters, useTransactionFilterOptions } from "./filters";
import { useAccess } from "@/hooks/use-access";

/** Session flag: the list ignores the header's outlet and shows every store. */
const ALL_OUTLETS_KEY = "transactions.allOutlets";

function useOutletScope() {
  const { storeId, store } = useGlobalFilter();
  const [params] = useSearchParams();
  const [allOutlets, setAllOutlets] = useState(() => {
    if (params.get(ALL_OUTLETS_PARAM) !== "all")
      return sessionStorage.getItem(ALL_OUTLETS_KEY) === "1";
    sessionStorage.setItem(ALL_OUTLETS_KEY, "1");
    return true;
  });
  const [lastStore, setLastStore] = useState(storeId);
  // Choosing an outlet in the header brings the list back to that outlet.
  useEffect(() => {
    if (storeId !== lastStore) {
      setLastStore(storeId);
      setAllOutlets(false);
      sessionStorage.removeItem(ALL_OUTLETS_KEY);
    }
  }, [storeId, lastStore]);
  const choose = (all: boolean) => {
    setAllOutlets(all);
    if (all) sessionStorage.setItem(ALL_OUTLETS_KEY, "1");
    else sessionStorage.removeItem(ALL_OUTLETS_KEY);
  };
  const outlet =
    storeId && !allOutlets ? { storeId, storeName: store?.storeName ?? storeId } : null;
  return { outlet, hasOutlet: Boolean(storeId), allOutlets, choose };
}

/** The table of one outlet scope (its permanent store filter is set when it mounts). */
function TransactionTable({ outletId, title }: { outletId: string | null; title: string }) {
  const { t, i18n } = useTranslation("transactions");
  const table = useResourceTable<Transaction>({
    permanentFilters: outletId ? [{ field: "storeId", operator: "eq", value: outletId }] : [],
  });
  const options = useTransactionFilterOptions();
  const columns = useMemo(
    () => transactionColumns(t),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language],
  );
  return (
    <ResourceList<Transaction>
      resource="transactions"
      table={table}
      columns={columns}
      csv={transactionCsv}
      rowKey="transactionId"
      label={title}
      searchPlaceholder={t("transactions:filters.search")}
      exportName="transactions"
      emptyText={t("transactions:list.empty")}
      filters={
        <TransactionFilters
          table={table}
          storeOptions={outletId ? null : options.stores}
          channelOptions={options.channels}
        />
      }
    />
  );
}

export default function TransactionList() {
  const { t } = useTranslation("transactions");
  const scope = useOutletScope();
  const mayEdit = useAccess("transactions", "edit");
  const title = t("transactions:titles.list");
  const outletId = scope.outlet?.storeId ?? null;

  return (
    <ListPage
      title={title}
      canCreate={false}
      headerButtons={() => (config.demoApi && mayEdit ? <DemoOrderButton /> : null)}
    >
      {scope.outlet ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="outlet-scope"
          message={t("transactions:list.outletScope", { store: scope.outlet.storeName })}
          action={
            <Button size="small" onClick={() => scope.choose(true)}>
              {t("transactions:list.allOutlets")}
            </Button>
          }
        />
      ) : (
        scope.hasOutlet && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="outlet-scope"
            message={t("transactions:list.allOutletsShown")}
            action={
              <Button size="small" onClick={() => scope.choose(false)}>
                {t("transactions:list.onlyOutlet")}
              </Button>
            }
          />
        )
      )}
      <TransactionTable key={outletId ?? "all"} outletId={outletId} title={title} />
    </ListPage>
  );
}

import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import type { Store } from "../schema/store";

const nameOf = (store: Store) => store.storeName;

/** /stores/:id/change-logs: one store's history. */
export default function StoreChangeLogs() {
  const fieldLabels = useCatalogueChangeLogLabels("store");
  return (
    <RecordChangeLogPage<Store>
      entity="store"
      resource="stores"
      changeLogArea="store-change-logs"
      nameOf={nameOf}
      fieldLabels={fieldLabels}
    />
  );
}

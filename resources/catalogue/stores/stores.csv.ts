import { defineCsv } from "@/components/crud/csv-writers";
import { brandNameOf } from "../components/brand-name";
import type { Store } from "../schema/store";
import { serviceLabel } from "./labels";

/** What the store list's export reads of the page: the brands' names by their id. */
export interface StoreCsvData {
  brandNames: Readonly<Record<string, string>>;
}

/** The store list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Store, StoreCsvData>("stores", {
  companyBrandId: (store, { data }) => brandNameOf(data.brandNames, store.companyBrandId),
  // The services the list shows as tags, in one cell.
  services: (store, { t }) => store.services.map((service) => serviceLabel(t, service)).join(", "),
});

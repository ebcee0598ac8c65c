import { store, storeCreate, storeUpdate, type StoreRecord } from "../schema/store";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { isTaken } from "@/mocks/lib/validate";

/** Stores (outlets, `/stores`): open to every signed-in user as the outlet selector's list. */
export const handlers = resource<StoreRecord>({
  path: "/stores",
  collection: db.stores,
  area: "STORE",
  entity: "store",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  openList: true,
  labelField: "storeName",
  schemas: { create: storeCreate, update: storeUpdate, answer: store },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (!db.brands.get(record.companyBrandId)) errors.companyBrandId = "This brand does not exist.";
    if (isTaken(db.stores, record, "storeCode"))
      errors.storeCode = "This store code is already used.";
    return errors;
  },
  present: (row) => ({ ...row, brandName: db.brands.get(row.companyBrandId)?.brandName ?? "" }),
});

import { store, storeCreate, storeUpdate, type StoreRecord } from "../schema/store";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import type { Errors } from "@/mocks/lib/validate";
import { say } from "@/mocks/lib/readers";

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
  unique: { storeCode: say("catalogue:api.storeCodeTaken") },
  validate: (record): Errors =>
    db.brands.get(record.companyBrandId)
      ? {}
      : { companyBrandId: say("catalogue:api.brandMissing") },
  present: (row) => ({ ...row, brandName: db.brands.get(row.companyBrandId)?.brandName ?? "" }),
});

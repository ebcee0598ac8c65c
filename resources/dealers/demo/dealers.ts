import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { sameText } from "@/mocks/lib/validate";
import { dealer, dealerCreate, dealerUpdate, type Dealer } from "../schema/dealer";

/** Dealers (`/dealers`): the schema checks the fields; the database, that a name is used once. */
export const handlers = resource<Dealer>({
  path: "/dealers",
  collection: db.dealers,
  area: "DEALER",
  entity: "dealer",
  operations: ["list", "show", "create", "update", "delete"],
  labelField: "dealerName",
  schemas: { create: dealerCreate, update: dealerUpdate, answer: dealer },
  validate: (record): Record<string, string> =>
    db.dealers.find(
      (other) =>
        other.dealerId !== record.dealerId && sameText(other.dealerName, record.dealerName),
    )
      ? { dealerName: "This dealer name is already used." }
      : {},
});

import { collection, defineCollections } from "@/mocks/db";
import type { Dealer } from "../schema/dealer";
import { seedDealers } from "./dealers.seed";

export const collections = defineCollections({
  dealers: collection<Dealer>("dealers", "dealerId", "dlr", seedDealers, ["dealerName", "city"]),
});

type DealerCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends DealerCollections {}
}

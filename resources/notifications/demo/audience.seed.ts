import type { AudienceData } from "./audience";
import type { DataSize } from "@/mocks/db/collection";
import { seedWalletPoints } from "@resources/loyalty/demo/exports";
import { seedTransactions } from "@resources/transactions/demo/exports";
import { seedUsers } from "@resources/users/demo/exports";

/**
 * The seeded people as an audience sees them (the seeds of users, wallets and transactions), so a
 * seeded send's recipient count is what `audienceMembersIn` selects, like a new send's.
 */
export function seedAudienceData(size: DataSize): AudienceData {
  const active = seedUsers(size)
    .filter((user) => user.userType === "CUSTOMER" && user.isActive)
    .map((user) => user.userId);
  const activeSet = new Set(active);
  const tiers = new Map<string, string[]>();
  for (const wallet of seedWalletPoints(size)) {
    const key = `${wallet.loyaltyId}|${wallet.tierId}`;
    const list = tiers.get(key) ?? [];
    list.push(wallet.userId);
    tiers.set(key, list);
  }
  const stores = new Map<string, Set<string>>();
  for (const trx of seedTransactions(size)) {
    if (!trx.customerId) continue;
    const set = stores.get(trx.storeId) ?? new Set<string>();
    set.add(trx.customerId);
    stores.set(trx.storeId, set);
  }
  return {
    activeCustomers: () => active,
    isActiveCustomer: (userId) => activeSet.has(userId),
    tierMembers: (loyaltyId, tierId) => tiers.get(`${loyaltyId}|${tierId}`) ?? [],
    storeBuyers: (storeId) => stores.get(storeId) ?? [],
  };
}

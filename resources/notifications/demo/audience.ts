/**
 * Who a customer notification reaches (the send and the schedules share it): every active customer,
 * the members of one tier of a loyalty programme, the customers who bought at one store, or customers
 * chosen one by one. Only active customers count; each once.
 */
import type { Audience } from "../schema/customer-notification";
import { db } from "@/mocks/db";
import { membersOfTier } from "@resources/loyalty/demo/exports";
import { say } from "@/mocks/lib/readers";

const isCustomer = (userId: string) => {
  const user = db.users.get(userId);
  return !!user && user.userType === "CUSTOMER" && user.isActive;
};

/** What an audience is worked out from: the live database, or the seeds while they are made. */
export interface AudienceData {
  /** Every active customer. */
  activeCustomers(): readonly string[];
  isActiveCustomer(userId: string): boolean;
  tierMembers(loyaltyId: string, tierId: string): readonly string[];
  /** The customers who bought at the store. */
  storeBuyers(storeId: string): Iterable<string>;
}

/** The one rule of who an audience reaches, over any data (the sends, the schedules and the seeds). */
export function audienceMembersIn(data: AudienceData, audience: Audience): string[] {
  switch (audience.type) {
    case "ALL":
      return [...data.activeCustomers()];
    case "TIER":
      return audience.loyaltyId && audience.tierId
        ? [...new Set(data.tierMembers(audience.loyaltyId, audience.tierId))].filter((id) =>
            data.isActiveCustomer(id),
          )
        : [];
    case "STORE":
      return audience.storeId
        ? [...new Set(data.storeBuyers(audience.storeId))].filter((id) => data.isActiveCustomer(id))
        : [];
    case "CHOSEN":
      return [...new Set(audience.userIds ?? [])].filter((id) => data.isActiveCustomer(id));
  }
}

const live: AudienceData = {
  activeCustomers: () =>
    db.users
      .filter((user) => user.userType === "CUSTOMER" && user.isActive)
      .map((user) => user.userId),
  isActiveCustomer: isCustomer,
  tierMembers: membersOfTier,
  storeBuyers: function* (storeId) {
    for (const trx of db.transactions.all())
      if (trx.storeId === storeId && trx.customerId) yield trx.customerId;
  },
};

/** The userIds the audience reaches now. */
export const audienceMembers = (audience: Audience): string[] => audienceMembersIn(live, audience);

interface TierLike {
  tierId: string;
  name: string;
}

/** The audience in words (English; the console shows its own words from the audience's fields). */
export function audienceLabel(audience: Audience): string {
  switch (audience.type) {
    case "ALL":
      return "All customers";
    case "TIER": {
      const programme = audience.loyaltyId ? db.loyalty.get(audience.loyaltyId) : undefined;
      const tiers = (programme?.tiers ?? []) as TierLike[];
      const tier = tiers.find((item) => item.tierId === audience.tierId);
      return `${tier?.name ?? "Tier"} tier of ${programme?.loyaltyName ?? "a loyalty programme"}`;
    }
    case "STORE": {
      const store = audience.storeId ? db.stores.get(audience.storeId) : undefined;
      return `Customers of ${store?.storeName ?? "a store"}`;
    }
    case "CHOSEN": {
      const count = new Set(audience.userIds ?? []).size;
      return `${count} chosen customer${count === 1 ? "" : "s"}`;
    }
  }
}

/** The names in the audience (tier and programme, or store): the console words the rest itself. */
export function audienceName(audience: Audience): string {
  if (audience.type === "TIER") {
    const programme = audience.loyaltyId ? db.loyalty.get(audience.loyaltyId) : undefined;
    const tier = ((programme?.tiers ?? []) as TierLike[]).find(
      (item) => item.tierId === audience.tierId,
    );
    return `${tier?.name ?? audience.tierId ?? ""} · ${programme?.loyaltyName ?? audience.loyaltyId ?? ""}`;
  }
  if (audience.type === "STORE")
    return (
      (audience.storeId && db.stores.get(audience.storeId)?.storeName) || (audience.storeId ?? "")
    );
  return "";
}

/** References the audience names that do not exist: field path → message. */
export function audienceErrors(audience: Audience, prefix = "audience"): Record<string, string> {
  const errors: Record<string, string> = {};
  if (audience.type === "TIER" && audience.loyaltyId) {
    const programme = db.loyalty.get(audience.loyaltyId);
    if (!programme || programme.isArchived)
      errors[`${prefix}.loyaltyId`] = say("notifications:api.programmeMissing");
    else if (
      !((programme.tiers ?? []) as TierLike[]).some((tier) => tier.tierId === audience.tierId)
    )
      errors[`${prefix}.tierId`] = say("notifications:api.tierNotOfProgramme");
  }
  if (audience.type === "STORE" && audience.storeId && !db.stores.get(audience.storeId))
    errors[`${prefix}.storeId`] = say("notifications:api.storeMissing");
  if (audience.type === "CHOSEN") {
    const unknown = (audience.userIds ?? []).filter((userId) => !isCustomer(userId));
    if (unknown.length)
      errors[`${prefix}.userIds`] = say("notifications:api.customersMissing", {
        count: unknown.length,
      });
  }
  return errors;
}

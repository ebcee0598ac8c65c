/** Dealers (`/dealers`): the opticians who resell the brands' frames and lenses. */
import {
  decimal,
  flag,
  id,
  money,
  optionalPhone,
  optionalText,
  patchOf,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";

/** What a client writes. */
export const dealerFields = z.object({
  dealerName: requiredText("dealers:dealers.fields.dealerName", 100),
  city: requiredText("dealers:dealers.fields.city", 60),
  phone: optionalPhone("dealers:dealers.fields.phone").nullable().default(null),
  // The credit a dealer may owe: a few months of orders, far below the console's Rp 1.000.000.000.
  creditLimit: money("dealers:dealers.fields.creditLimit").nullable().default(null),
  // A dealer's discount off the list price: above half the price it is no longer a resale margin.
  discountPercent: decimal("dealers:dealers.fields.discountPercent", { min: 0, max: 50 }),
  notes: optionalText("dealers:dealers.fields.notes", 1000).default(null),
  isActive: flag("dealers:dealers.fields.isActive").default(true),
});

export const dealerCreate = dealerFields.meta({ id: "DealerCreate" });
export const dealerUpdate = patchOf(dealerFields).meta({ id: "DealerUpdate" });

/** A dealer as stored and answered. */
export const dealer = dealerFields.extend({ dealerId: id(), ...timestamps }).meta({ id: "Dealer" });

export type Dealer = z.infer<typeof dealer>;
export type DealerFormValues = z.input<typeof dealerCreate>;

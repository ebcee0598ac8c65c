import { config } from "@/config";
import { db } from "../db";
import { resource } from "../lib/crud";
import { pointsOnly, dateOrder, nonNegative, requireFields } from "../lib/validate";

const loyalty = resource({
  path: "/loyalty",
  entity: "loyalty",
  collection: db.loyalty,
  area: "LOYALTY",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    requirementType: "POINT",
    requirementValue: 0,
    pointMultiplier: 1,
    pointPerAmount: 10_000,
    description: "",
    isActive: true,
  }),
  validate: (record) => {
    const errors = requireFields(record, { loyaltyName: "Name", startAt: "Start", endAt: "End" });
    pointsOnly(record, errors, config.rewardRequirementType);
    nonNegative(record.requirementValue, "requirementValue", errors, "Required points");
    nonNegative(record.pointMultiplier, "pointMultiplier", errors, "Multiplier");
    dateOrder(record, errors);
    return errors;
  },
});

export const handlers = [...loyalty];

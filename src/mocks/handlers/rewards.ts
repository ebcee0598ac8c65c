import { config } from "@/config";
import { db } from "../db";
import { resource } from "../lib/crud";
import { pointsOnly, nonNegative, oneOf, requireFields } from "../lib/validate";

const rewards = resource({
  path: "/rewards",
  entity: "reward",
  collection: db.rewards,
  area: "REWARD",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    requirementType: "POINT" as const,
    description: "",
    voucherId: null,
    productId: null,
    isActive: true,
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      rewardName: "Name",
      pointCost: "Point cost",
      stock: "Stock",
      rewardType: "Reward type",
    });
    pointsOnly(record, errors, config.rewardRequirementType);
    oneOf(record.rewardType, ["VOUCHER", "PRODUCT"], "rewardType", errors);
    if (record.rewardType === "VOUCHER" && !db.vouchers.get(record.voucherId ?? ""))
      errors.voucherId = "Choose an existing voucher.";
    if (record.rewardType === "PRODUCT" && !db.products.get(record.productId ?? ""))
      errors.productId = "Choose an existing product.";
    nonNegative(record.pointCost, "pointCost", errors, "Point cost");
    nonNegative(record.stock, "stock", errors, "Stock");
    return errors;
  },
});

export const handlers = [...rewards];

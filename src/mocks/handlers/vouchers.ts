import { db } from "../db";
import { resource } from "../lib/crud";
import { dateOrder, nonNegative, oneOf, requireFields, unique } from "../lib/validate";

const vouchers = resource({
  path: "/vouchers",
  entity: "voucher",
  collection: db.vouchers,
  area: "VOUCHER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    description: "",
    maxDiscount: null,
    minPurchase: 0,
    used: 0,
    productIds: [],
    isActive: true,
  }),
  prepare: (record) => ({
    ...record,
    voucherCode: String(record.voucherCode ?? "")
      .trim()
      .toUpperCase(),
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      voucherCode: "Voucher code",
      voucherName: "Voucher name",
      brandId: "Brand",
      discountType: "Discount type",
      discountValue: "Discount value",
      quota: "Quota",
      startAt: "Start",
      endAt: "End",
    });
    const brand = db.brands.get(record.brandId);
    if (record.brandId && !brand) errors.brandId = "This brand does not exist.";
    if (brand && record.voucherCode && !String(record.voucherCode).startsWith(brand.brandCode))
      errors.voucherCode = `The code must start with the brand code ${brand.brandCode}.`;
    if (
      record.voucherCode &&
      !unique(db.vouchers.all(), "voucherCode", record.voucherCode, "voucherId", record.voucherId)
    )
      errors.voucherCode = "This voucher code is already used.";
    oneOf(record.discountType, ["PERCENTAGE", "AMOUNT"], "discountType", errors);
    nonNegative(record.discountValue, "discountValue", errors, "Discount value");
    if (
      record.discountType === "PERCENTAGE" &&
      typeof record.discountValue === "number" &&
      record.discountValue > 100
    )
      errors.discountValue = "A percentage is at most 100.";
    nonNegative(record.quota, "quota", errors, "Quota");
    dateOrder(record, errors);
    return errors;
  },
});

export const handlers = [...vouchers];

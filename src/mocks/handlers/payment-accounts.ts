import { db } from "../db";
import { resource } from "../lib/crud";
import { requireFields } from "../lib/validate";

const paymentAccounts = resource({
  path: "/payment-accounts",
  entity: "payment-account",
  collection: db.paymentAccounts,
  area: "PAYMENT_ACCOUNT",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ branch: "", isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, {
      bankName: "Bank",
      accountName: "Account name",
      accountNumber: "Account number",
      brandId: "Brand",
    });
    if (record.accountNumber && !/^\d{6,20}$/.test(String(record.accountNumber)))
      errors.accountNumber = "An account number has 6 to 20 digits.";
    if (record.brandId && !db.brands.get(record.brandId))
      errors.brandId = "This brand does not exist.";
    return errors;
  },
});

export const handlers = [...paymentAccounts];

import { describe, expect, it } from "vitest";
import { changedSince, restoreVerdict, sameValue } from "@resources/activity/lib/restore-rules";

const priceChange = {
  entity: "product",
  action: "UPDATE" as const,
  changes: [{ field: "price", before: 1_250_000, after: 1_350_000 }],
};

describe("restore rules", () => {
  it("a product's price change goes back to the old price", () => {
    expect(restoreVerdict(priceChange, "price")).toEqual({ restorable: true, before: 1_250_000 });
  });

  it.each(["store", "brand", "voucher", "banner", "popup-banner"])(
    "a field change of a %s can be put back",
    (entity) => {
      expect(restoreVerdict({ ...priceChange, entity }, "price").restorable).toBe(true);
    },
  );

  it("only a field change is restored: creates, archives and deletes are not", () => {
    for (const action of ["CREATE", "ARCHIVE", "UNARCHIVE", "DELETE"] as const)
      expect(restoreVerdict({ ...priceChange, action }, "price")).toEqual({
        restorable: false,
        reason: "not-a-field-change",
      });
  });

  it.each([
    ["customer-notification", "sent"],
    ["transaction", "money"],
    ["payment-channel", "money"],
    ["reward", "balance"],
    ["wallet-point", "balance"],
    ["user", "personal"],
    ["category", "not-offered"],
    ["page-content", "not-offered"],
    ["shipment-settings", "not-offered"],
  ])("a change of a %s says why it cannot be put back (%s)", (entity, reason) => {
    expect(restoreVerdict({ ...priceChange, entity }, "price")).toEqual({
      restorable: false,
      reason,
    });
  });

  it("a role's permissions are restored, its other fields are not", () => {
    const role = {
      entity: "role",
      action: "UPDATE" as const,
      changes: [
        { field: "permissions", before: ["PRODUCT.LIST"], after: [] },
        { field: "name", before: "Kasir", after: "Kasir Toko" },
      ],
    };
    expect(restoreVerdict(role, "permissions")).toEqual({
      restorable: true,
      before: ["PRODUCT.LIST"],
    });
    expect(restoreVerdict(role, "name")).toEqual({ restorable: false, reason: "role-field" });
  });

  it("fields the server keeps and fields the change did not touch are refused", () => {
    expect(restoreVerdict(priceChange, "updatedAt")).toEqual({
      restorable: false,
      reason: "server-field",
    });
    expect(restoreVerdict(priceChange, "stock")).toEqual({
      restorable: false,
      reason: "unknown-field",
    });
  });
});

describe("conflict rule", () => {
  it("no conflict while the field still holds what the change wrote", () => {
    expect(changedSince(priceChange, "price", 1_350_000)).toBe(false);
  });

  it("a conflict once someone changed the field since", () => {
    expect(changedSince(priceChange, "price", 1_400_000)).toBe(true);
    expect(changedSince(priceChange, "stock", 3)).toBe(true);
  });

  it("compares lists and objects by value", () => {
    expect(sameValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameValue({ x: 1, y: [2] }, { y: [2], x: 1 })).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue({ x: 1 }, { x: 2 })).toBe(false);
  });
});

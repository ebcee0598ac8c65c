import { describe, expect, it } from "vitest";
import {
  changedSince,
  currentValue,
  RESTORE_TARGETS,
  restoreBody,
  restoreVerdict,
  sameValue,
} from "@resources/activity/lib/restore-rules";

const priceChange = {
  entity: "product",
  action: "UPDATE" as const,
  changes: [{ field: "price", before: 1_250_000, after: 1_350_000 }],
};

describe("restore rules", () => {
  it("a product's price change goes back to the old price", () => {
    expect(restoreVerdict(priceChange, "price")).toEqual({ restorable: true, before: 1_250_000 });
  });

  it.each([
    "store",
    "brand",
    "voucher",
    "banner",
    "popup-banner",
    "page-content",
    "contact-us",
    "shipment-settings",
    "eye-test-constants",
    "omnicare-links",
    "transaction-settings",
  ])("a field change of a %s can be put back", (entity) => {
    expect(restoreVerdict({ ...priceChange, entity }, "price").restorable).toBe(true);
  });

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
    ["faq", "not-offered"],
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

describe("where a restored value is written", () => {
  const stamp = "2026-11-20T08:00:00.000Z";

  it("a record takes the one field, with the updatedAt it was read at", () => {
    const product = { productId: "p1", price: 1_350_000, stock: 4, updatedAt: stamp };
    expect(restoreBody(RESTORE_TARGETS.product!, product, "price", 1_250_000)).toEqual({
      price: 1_250_000,
      updatedAt: stamp,
    });
  });

  it("a settings page is saved whole: its other values as they are now, none of its answer-only fields", () => {
    const settings = {
      settingId: "transaction",
      TRX_CODE_PREFIX: "TRX",
      TRX_PAYMENT_EXPIRY_IN_MINUTES: 90,
      nextNumber: 1201,
      updatedAt: stamp,
      updatedBy: { userId: "u1", name: "Alice Admin" },
    };
    expect(
      restoreBody(
        RESTORE_TARGETS["transaction-settings"]!,
        settings,
        "TRX_PAYMENT_EXPIRY_IN_MINUTES",
        60,
      ),
    ).toEqual({ TRX_CODE_PREFIX: "TRX", TRX_PAYMENT_EXPIRY_IN_MINUTES: 60, updatedAt: stamp });
  });

  it("the contact page's fields are read and written inside its value", () => {
    const target = RESTORE_TARGETS["contact-us"]!;
    const config = {
      configId: "CONTACT_US",
      key: "CONTACT_US",
      value: { phone: "+62215001234", email: "halo@optik.test" },
      updatedAt: stamp,
    };
    expect(currentValue(target, config, "email")).toBe("halo@optik.test");
    expect(restoreBody(target, config, "email", "cs@optik.test")).toEqual({
      value: { phone: "+62215001234", email: "cs@optik.test" },
      updatedAt: stamp,
    });
  });
});

import { describe, expect, it } from "vitest";
import enCatalogue from "../../../locales/en/catalogue.json";
import enConfiguration from "../../../locales/en/configuration.json";
import enLoyalty from "../../../locales/en/loyalty.json";
import enTransactions from "../../../locales/en/transactions.json";
import enShell from "../../../locales/en/translation.json";
import idCatalogue from "../../../locales/id/catalogue.json";
import idConfiguration from "../../../locales/id/configuration.json";
import idLoyalty from "../../../locales/id/loyalty.json";
import idTransactions from "../../../locales/id/transactions.json";
import idShell from "../../../locales/id/translation.json";
import { csvCellsIn, record } from "@tests/helpers/csv-cells";
import categoryCsv from "@resources/catalogue/categories/categories.csv";
import type { Category } from "@resources/catalogue/schema/category";
import type { Store } from "@resources/catalogue/schema/store";
import storeCsv from "@resources/catalogue/stores/stores.csv";
import pageContentCsv from "@resources/configuration/page-content/page-content.csv";
import type { PageContent } from "@resources/configuration/schema/page-content";
import loyaltyCsv from "@resources/loyalty/loyalty/loyalty.csv";
import rewardCsv from "@resources/loyalty/rewards/rewards.csv";
import type { Loyalty } from "@resources/loyalty/schema/loyalty";
import type { Reward } from "@resources/loyalty/schema/reward";
import type { Transaction } from "@resources/transactions/schema/transaction";
import transactionCsv from "@resources/transactions/transactions/transactions.csv";

const TEXTS = {
  en: {
    translation: enShell,
    catalogue: enCatalogue,
    configuration: enConfiguration,
    loyalty: enLoyalty,
    transactions: enTransactions,
  },
  id: {
    translation: idShell,
    catalogue: idCatalogue,
    configuration: idConfiguration,
    loyalty: idLoyalty,
    transactions: idTransactions,
  },
};

const cells = csvCellsIn(TEXTS);

describe("the CSV writers of the stores, categories, pages, transactions and loyalty lists", () => {
  it("write a store's brand by name and its services in words", async () => {
    const store = record<Store>({
      companyBrandId: "b1",
      services: ["EYE_TEST", "PICKUP"],
    });
    const data = { brandNames: { b1: "Optik Melawai" } };
    expect(await cells(storeCsv, store, data, "en")).toEqual({
      companyBrandId: "Optik Melawai",
      services: "Eye test, Pick-up",
    });
    expect(await cells(storeCsv, store, data, "id")).toEqual({
      companyBrandId: "Optik Melawai",
      services: "Periksa mata, Ambil di toko",
    });
    // A brand the page has not loaded is written by its id, as the list shows it.
    const other = { ...store, companyBrandId: "b9", services: [] };
    expect(await cells(storeCsv, other, data, "en")).toEqual({
      companyBrandId: "b9",
      services: "",
    });
  });

  it("write a category's parent by name, its id when unknown, '-' when it has none", async () => {
    const data = { categoryNames: { c1: "Frames" } };
    const parentOf = async (parentId: string | null) =>
      (await cells(categoryCsv, record<Category>({ parentId }), data, "id")).parentId;
    expect(await parentOf("c1")).toBe("Frames");
    expect(await parentOf("c9")).toBe("c9");
    // An id that is also an object's built-in name is still just an unknown id.
    expect(await parentOf("constructor")).toBe("constructor");
    expect(await parentOf(null)).toBe("-");
  });

  it("write a page's state in words and its last editor, empty when none", async () => {
    const page = record<PageContent>({
      isPublished: true,
      updatedBy: { name: "Alice Admin" } as PageContent["updatedBy"],
    });
    expect(await cells(pageContentCsv, page, undefined, "en")).toEqual({
      isPublished: "Published",
      updatedBy: "Alice Admin",
    });
    const draft = { ...page, isPublished: false, updatedBy: null };
    expect(await cells(pageContentCsv, draft, undefined, "id")).toEqual({
      isPublished: "Draf",
      updatedBy: "",
    });
  });

  it("write a transaction's customer, lines and statuses", async () => {
    const trx = record<Transaction>({
      customerName: "Budi Santoso",
      customerEmail: "budi@example.com",
      items: [
        { qty: 1, productName: "Rayban Aviator" },
        { qty: 2, productName: "Lensa Comfort 1.56" },
      ] as Transaction["items"],
      total: 1_250_000,
      paymentStatus: "PAID",
      status: "COMPLETED",
    });
    const common = {
      customerName: "Budi Santoso <budi@example.com>",
      itemCount: "1× Rayban Aviator; 2× Lensa Comfort 1.56",
    };
    expect(await cells(transactionCsv, trx, undefined, "en")).toEqual({
      ...common,
      paymentStatus: "Paid",
      status: "Completed",
    });
    expect(await cells(transactionCsv, trx, undefined, "id")).toEqual({
      ...common,
      paymentStatus: "Lunas",
      status: "Selesai",
    });
  });

  it("write a reward's kind and gift, tiers (every tier when none) and period", async () => {
    const reward = record<Reward>({
      rewardType: "PRODUCT",
      voucherName: null,
      productName: "Cleaning kit",
      pointCost: 500,
      stock: 12,
      tierNames: [],
      startAt: "2025-03-01T10:00:00",
      endAt: "2025-06-30T10:00:00",
    });
    const common = { endAt: "01/03/2025 – 30/06/2025" };
    expect(await cells(rewardCsv, reward, undefined, "en")).toEqual({
      ...common,
      rewardType: "Product: Cleaning kit",
      tierNames: "Every tier",
    });
    expect(await cells(rewardCsv, reward, undefined, "id")).toEqual({
      ...common,
      rewardType: "Produk: Cleaning kit",
      tierNames: "Semua tingkatan",
    });
    const voucher = { ...reward, rewardType: "VOUCHER", voucherName: "10% off", productName: null };
    expect(
      await cells(
        rewardCsv,
        { ...voucher, tierNames: ["Gold", "Platinum"] } as Reward,
        undefined,
        "en",
      ),
    ).toMatchObject({ rewardType: "Voucher: 10% off", tierNames: "Gold, Platinum" });
  });

  it("write a programme's tiers with their points, lowest first as the list, and its period", async () => {
    const programme = record<Loyalty>({
      tiers: [
        { name: "Gold", minPoints: 1000 },
        { name: "Silver", minPoints: 0 },
      ] as Loyalty["tiers"],
      startAt: "2025-01-01T10:00:00",
      endAt: "2025-12-31T10:00:00",
    });
    const expected = { tiers: "Silver (0), Gold (1.000)", startAt: "01/01/2025 – 31/12/2025" };
    expect(await cells(loyaltyCsv, programme, undefined, "en")).toEqual(expected);
    expect(await cells(loyaltyCsv, programme, undefined, "id")).toEqual(expected);
  });
});

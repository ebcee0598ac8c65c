import { configure, screen, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@demo.test";
const archivedAt = () => new Date().toISOString();

/** The archive pages no domain test opens: each lists an archived record with its Unarchive button. */
const pages = [
  {
    url: "/stores/archive",
    table: "Archived stores",
    archive: () => {
      const store = db.stores.find((row) => !row.isArchived)!;
      db.stores.update(store.storeId, { isArchived: true, archivedAt: archivedAt() });
      return store.storeName;
    },
  },
  {
    url: "/products/archive",
    table: "Archived products",
    archive: () => {
      const product = db.products.find((row) => !row.isArchived)!;
      db.products.update(product.productId, { isArchived: true, archivedAt: archivedAt() });
      return product.productName;
    },
  },
  {
    url: "/payment-account/archive",
    table: "Archived payment accounts",
    archive: () => {
      const account = db.paymentAccounts.find((row) => !row.isArchived)!;
      db.paymentAccounts.update(account.paymentAccountId, {
        isArchived: true,
        archivedAt: archivedAt(),
      });
      return `${account.bankCode} ${account.accountNumber}`;
    },
  },
  {
    url: "/payment-channel/archive",
    table: "Archived payment channels",
    archive: () => {
      const channel = db.paymentChannels.find((row) => !row.isArchived)!;
      db.paymentChannels.update(channel.paymentChannelId, {
        isArchived: true,
        archivedAt: archivedAt(),
      });
      return channel.channelName;
    },
  },
  {
    url: "/role/archive",
    table: "Archived roles",
    archive: () => {
      const role = db.roles.find((row) => !row.isArchived && row.roleName !== "Super Admin")!;
      db.roles.update(role.roleId, { isArchived: true, archivedAt: archivedAt() });
      return role.roleName;
    },
  },
];

describe("archive pages", () => {
  it.each(pages)("$url lists an archived record to bring back", async ({ url, table, archive }) => {
    const name = archive();
    await renderPage({ user: ADMIN, url });
    const archived = await screen.findByRole("table", { name: table });
    expect(
      await within(archived).findByRole("button", { name: `Unarchive ${name}` }),
    ).toBeVisible();
    expect(within(archived).getByRole("columnheader", { name: /Archived at/ })).toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import type { AnyRecord, Collection } from "@/mocks/db/collection";
import { db } from "@/mocks/node";
import { catchDownloads, csvLines } from "@tests/helpers/downloads";
import { renderPage } from "@tests/helpers/render-page";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@demo.test";

interface Archivable extends AnyRecord {
  isArchived?: boolean;
  archivedAt?: string | null;
}

/** Archives the first unarchived record of a demo collection that `pick` accepts, and returns it. */
function archiveFirst<T extends Archivable>(
  collection: Collection<T>,
  pick: (row: T) => boolean = () => true,
): T {
  const record = collection.find((row) => !row.isArchived && pick(row))!;
  const archived: Archivable = { isArchived: true, archivedAt: new Date().toISOString() };
  collection.update(record[collection.idField], archived as Partial<T>);
  return record;
}

/**
 * The archive pages no domain test opens: each lists an archived record with its Unarchive button (an
 * icon, as the list's row actions) and when it was archived, right after its name.
 */
const pages = [
  {
    url: "/stores/archive",
    table: "Archived stores",
    nameHeader: "Store name",
    archive: () => archiveFirst(db.stores).storeName,
  },
  {
    url: "/products/archive",
    table: "Archived products",
    nameHeader: "Product name",
    archive: () => archiveFirst(db.products).productName,
  },
  {
    url: "/payment-account/archive",
    table: "Archived payment accounts",
    nameHeader: "Bank",
    archive: () => {
      const account = archiveFirst(db.paymentAccounts);
      return `${account.bankCode} ${account.accountNumber}`;
    },
  },
  {
    url: "/payment-channel/archive",
    table: "Archived payment channels",
    nameHeader: "Channel name",
    archive: () => archiveFirst(db.paymentChannels).channelName,
  },
  {
    url: "/role/archive",
    table: "Archived roles",
    nameHeader: "Role name",
    archive: () => archiveFirst(db.roles, (role) => role.roleName !== "Super Admin").roleName,
  },
];

describe("archive pages", () => {
  it.each(pages)(
    "$url lists an archived record to bring back",
    async ({ url, table, nameHeader, archive }) => {
      const name = archive();
      await renderPage({ user: ADMIN, url });
      const archived = await screen.findByRole("table", { name: table });
      const unarchive = await within(archived).findByRole("button", { name: `Unarchive ${name}` });
      expect(unarchive).toBeVisible();
      expect(unarchive).toHaveTextContent(/^$/);
      const headers = within(archived)
        .getAllByRole("columnheader")
        .map((header) => header.textContent?.trim());
      expect(headers[headers.indexOf(nameHeader) + 1]).toBe("Archived at");
    },
  );

  it("exports an archive in its columns, with the list's words and when each was archived", async () => {
    const created = catchDownloads();
    const product = archiveFirst(db.products, (row) => row.status === "ACTIVE");
    const { user } = await renderPage({ user: ADMIN, url: "/products/archive" });
    const archived = await screen.findByRole("table", { name: "Archived products" });
    await within(archived).findByRole("button", { name: `Unarchive ${product.productName}` });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [header, ...lines] = await csvLines(created[0]!);
    expect(header).toMatch(/^Product name,Archived at,/);
    const line = lines.find((text) => text.startsWith(`${product.productName},`));
    // When it was archived as the page shows it (31/01/2025 14:05), not the API's ISO text.
    expect(line).toMatch(/^[^,]+,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);
    expect(line).toMatch(/,Active$/);
  });
});

describe("an archive on a phone (375 px)", () => {
  useViewport(375);

  it("shows each record's name, when it was archived and its actions, and no other column", async () => {
    const reward = archiveFirst(db.rewards);
    await renderPage({ user: ADMIN, url: "/rewards/archive" });
    const archived = await screen.findByRole("table", { name: "Archived rewards" });
    await within(archived).findByText(reward.rewardName);
    const headers = within(archived)
      .getAllByRole("columnheader")
      .map((header) => header.textContent?.trim());
    expect(headers).toEqual(["Reward name", "Archived at", "Actions"]);
    expect(
      within(archived).getAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).length,
    ).toBeGreaterThan(0);
  });
});

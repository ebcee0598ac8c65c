import { configure, screen } from "@testing-library/react";
import { db, server } from "@/mocks/node";
import { formatDateTime } from "@/lib/format";
import { exportShownList } from "@tests/helpers/export-list";
import { api, signIn } from "../../unit/mocks/api";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@demo.test";

/**
 * The change logs' files are written by the export's worker (tests/helpers/in-thread-worker.ts runs
 * its session here, with the same writers), in the words of each entry's own domain: what the log
 * shows, never a value the API keeps.
 */

/** Changes a product's status and brand through the API as the admin. */
async function changeProduct() {
  const product = db.products.all().find((row) => !row.isArchived && row.status === "ACTIVE")!;
  const other = db.brands.all().find((brand) => brand.brandId !== product.brandId)!;
  const before = db.brands.get(product.brandId)!;
  const token = await signIn(ADMIN);
  const changed = await api("PATCH", `/products/${product.productId}`, {
    token,
    body: { status: "INACTIVE", brandId: other.brandId },
  });
  expect(changed.status).toBe(200);
  const entry = db.changeLogs
    .filter((log) => log.entity === "product" && log.entityId === product.productId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  return { product, before, after: other, entry };
}

/** The workers the page started, by their script's address. */
const started: string[] = [];
const PageWorker = window.Worker;
beforeEach(() => {
  started.length = 0;
  window.Worker = class extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      started.push(String(url));
    }
  };
});
afterEach(() => {
  window.Worker = PageWorker;
});

/** Exports the log on screen (its table named `table`): the file's lines, header first. */
const exportLog = (url: string, table: string | RegExp) => exportShownList(ADMIN, url, table);

afterEach(() => server.events.removeAllListeners());

describe("a change log's export", () => {
  it("writes a product's changes in the words its log shows: statuses and brands, who and when", async () => {
    const { product, before, after, entry } = await changeProduct();
    const lines = await exportLog(`/products/${product.productId}/change-logs`, /Change log/);
    expect(lines[0]).toBe("When,Who,Action,Changes (before → after)");
    const line = lines.find((row) => row.includes("Status: Active → Inactive"));
    expect(line).toBeDefined();
    expect(line).toContain(`Brand: ${before.brandName} → ${after.brandName}`);
    expect(line).toContain(formatDateTime(entry.createdAt));
    expect(line).toContain("Alice Admin");
    expect(line).toContain("Updated");
    // The API's values and ids stay out of the file, as they stay off the screen.
    expect(lines.join("\n")).not.toMatch(/INACTIVE|UPDATE\b|brd-|prd-/);
    // Written in the export's worker, off the page's thread.
    expect(started).toEqual([expect.stringContaining("export.worker")]);
  });

  it("writes the activity feed with each entry's sentence and its lines", async () => {
    const { product } = await changeProduct();
    const lines = await exportLog("/activity", "Activity");
    expect(lines[0]).toBe("When,What happened,Changes (before → after)");
    expect(lines[1]).toContain("Alice Admin changed ");
    expect(lines[1]).toContain(` of the product ${product.productName}`);
    expect(lines[1]).toContain("Status: Active → Inactive");
  });
});

describe("a change log's export on a phone (375 px)", () => {
  useViewport(375);

  it("writes the log's own columns, not the two the phone folds them into", async () => {
    const { product } = await changeProduct();
    const lines = await exportLog("/product-change-logs", /./);
    // On screen: when with who below it, and the record above its lines.
    expect(screen.queryByRole("columnheader", { name: "Who" })).toBeNull();
    expect(lines[0]).toBe("When,Record,Who,Action,Changes (before → after)");
    const line = lines.find((row) => row.includes("Status: Active → Inactive"))!;
    expect(line).toContain(`,${product.productName},Alice Admin`);
  });
});

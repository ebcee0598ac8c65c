import { configure, screen } from "@testing-library/react";
import { db, server } from "@/mocks/node";
import { exportShownList } from "@tests/helpers/export-list";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@demo.test";

/**
 * Exports the list on screen and returns the file's lines (header first) and the paths the export
 * asked for. The export reads the same collection as the list, whatever its resource is called.
 */
async function exportList(url: string, table: string | RegExp) {
  const asked: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const target = new URL(request.url);
    const rows =
      Number(target.searchParams.get("_end")) - Number(target.searchParams.get("_start"));
    // The export reads 500 rows a request; the list on screen, 20.
    if (rows === 500) asked.push(target.pathname);
  });
  const lines = await exportShownList(ADMIN, url, table);
  return { lines, asked };
}

afterEach(() => server.events.removeAllListeners());

describe("a list whose API collection is not its resource's name exports its own rows", () => {
  it("exports the push schedules from /notification-schedules, with their names", async () => {
    const push = db.notificationSchedules.filter((row) => row.channel === "PUSH_NOTIFICATION");
    expect(push.length).toBeGreaterThan(0);
    const { lines, asked } = await exportList(
      "/notification-schedule?tab=push_notification",
      /Push notification/,
    );
    expect(new Set(asked)).toEqual(new Set(["/api/notification-schedules"]));
    expect(lines).toHaveLength(push.length + 1);
    for (const schedule of push)
      expect(lines.some((line) => line.includes(schedule.name))).toBe(true);
  });

  it("exports the brands from /product/brands", async () => {
    const brands = db.brands.filter((brand) => !brand.isArchived);
    const { lines, asked } = await exportList("/brands", "Brands");
    expect(new Set(asked)).toEqual(new Set(["/api/product/brands"]));
    expect(lines).toHaveLength(brands.length + 1);
  });

  it("exports a change log's lines from /change-logs, not the records of its area", async () => {
    const logs = db.changeLogs.filter((log) => log.entity === "product");
    expect(logs.length).toBeGreaterThan(0);
    const { lines, asked } = await exportList("/product-change-logs", /./);
    expect(new Set(asked)).toEqual(new Set(["/api/change-logs"]));
    expect(lines).toHaveLength(logs.length + 1);
  });
});

describe("an export on a phone (375 px)", () => {
  useViewport(375);

  it("writes the wider screens' columns, not the few the phone's list keeps", async () => {
    const { lines } = await exportList("/brands", "Brands");
    // The phone's list shows the name and whether it is active; the file has the brand's code and
    // creation date too, as on a computer.
    expect(screen.queryByRole("columnheader", { name: "Brand code" })).toBeNull();
    expect(lines[0]).toBe("Brand name,Brand code,Active,Created");
  });

  it("follows the user's choice of columns on a wider screen", async () => {
    localStorage.setItem("list-columns:brands", JSON.stringify(["createdAt"]));
    try {
      const { lines } = await exportList("/brands", "Brands");
      // Shown there: the description and the last update; hidden: the creation date.
      expect(lines[0]).toBe("Brand name,Brand code,Active,Description,Updated");
    } finally {
      localStorage.removeItem("list-columns:brands");
    }
  });
});

import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { formatNumber } from "@/lib/format";
import { renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/* eslint-disable @typescript-eslint/no-explicit-any -- the rows of several collections, read loosely */
interface AreaCase {
  area: string;
  /** The record changed, its console path and its API path. */
  pick: () => any;
  page: (row: any) => string;
  api: (row: any) => string;
  /** The change, made through the demo API as an admin would. */
  body: (row: any) => Record<string, unknown>;
  /** The line the latest entry shows, in words. */
  line: (row: any) => string;
  /** What must not be read on the page (the raw values). */
  raw: RegExp;
}

const live = (row: any) => !row.isArchived;

/**
 * Issue 25: every area that records changes has a change log of its own that reads in words, with
 * the same renderer (labels from the schema, enums by the domain's labels), behind its permission.
 */
const CASES: AreaCase[] = [
  {
    area: "banner",
    pick: () => db.banners.all().find((row: any) => !row.isPopup && row.platforms.length === 2),
    page: (row) => `/banner/${row.bannerId}/change-logs`,
    api: (row) => `/banners/${row.bannerId}`,
    body: () => ({ platforms: ["APP"] }),
    line: () => "Platforms: removed: Web shop",
    raw: /\bWEB\b|\bAPP\b/,
  },
  {
    area: "popup banner",
    pick: () => db.banners.all().find((row: any) => row.isPopup),
    page: (row) => `/popup-banner/${row.bannerId}/change-logs`,
    api: (row) => `/popup-banners/${row.bannerId}`,
    body: (row) => ({ title: `${row.title} (renamed)` }),
    line: (row) => `Title: ${row.title} → ${row.title} (renamed)`,
    raw: /bnr-/,
  },
  {
    area: "loyalty programme",
    pick: () => db.loyalty.all().find(live),
    page: (row) => `/loyalty/${row.loyaltyId}/change-logs`,
    api: (row) => `/loyalty/${row.loyaltyId}`,
    body: (row) => ({ loyaltyName: `${row.loyaltyName} Plus` }),
    line: (row) => `${row.loyaltyName} → ${row.loyaltyName} Plus`,
    raw: /lyl-/,
  },
  {
    area: "reward",
    pick: () => db.rewards.all().find(live),
    page: (row) => `/rewards/${row.rewardId}/change-logs`,
    api: (row) => `/rewards/${row.rewardId}`,
    body: (row) => ({ pointCost: row.pointCost + 1000 }),
    line: (row) => `${formatNumber(row.pointCost)} → ${formatNumber(row.pointCost + 1000)}`,
    raw: /rwd-/,
  },
  {
    area: "payment channel",
    pick: () => db.paymentChannels.all().find(live),
    page: (row) => `/payment-channel/${row.paymentChannelId}/change-logs`,
    api: (row) => `/payment-channels/${row.paymentChannelId}`,
    body: (row) => ({ channelName: `${row.channelName} 2` }),
    line: (row) => `${row.channelName} → ${row.channelName} 2`,
    raw: /VIRTUAL_ACCOUNT|E_WALLET/,
  },
  {
    area: "template",
    pick: () => db.templateMessages.all()[0],
    page: (row) => `/template-message/${row.templateId}/change-logs`,
    api: (row) => `/template-messages/${row.templateId}`,
    body: (row) => ({ templateName: `${row.templateName} v2` }),
    line: (row) => `${row.templateName} → ${row.templateName} v2`,
    raw: /PUSH_NOTIFICATION|EMAIL\b/,
  },
  {
    area: "schedule",
    pick: () => db.notificationSchedules.all()[0],
    page: (row) => `/notification-schedule/${row.scheduleId}/change-logs`,
    api: (row) => `/notification-schedules/${row.scheduleId}`,
    body: (row) => ({ name: `${row.name} (moved)` }),
    line: (row) => `${row.name} → ${row.name} (moved)`,
    raw: /\bDAILY\b|\bWEEKLY\b|\bMONTHLY\b|\bONCE\b/,
  },
  {
    area: "admin",
    pick: () => db.users.all().find((row: any) => row.email === "catalog@demo.test"),
    page: (row) => `/admin/${row.userId}/change-logs`,
    api: (row) => `/users/${row.userId}`,
    body: (row) => ({ gender: row.gender === "FEMALE" ? "MALE" : "FEMALE" }),
    line: () => "Gender:",
    raw: /\bFEMALE\b|\bMALE\b/,
  },
  {
    area: "customer",
    pick: () => db.users.all().find((row: any) => row.email === "customer@demo.test"),
    page: (row) => `/customer/${row.userId}/change-logs`,
    api: (row) => `/users/${row.userId}`,
    body: (row) => ({ firstName: `${row.firstName}a` }),
    line: (row) => `${row.firstName} → ${row.firstName}a`,
    raw: /usr-/,
  },
];

describe("every area's change log reads in words", () => {
  for (const area of CASES) {
    it(`a ${area.area}'s log shows the change just made, by whom, in words`, async () => {
      const row = area.pick();
      expect(row).toBeTruthy();
      const token = await signIn(ADMIN);
      const saved = await api("PATCH", area.api(row), { token, body: area.body(row) });
      expect(saved.status, JSON.stringify(saved)).toBe(200);

      await renderPage({ user: ADMIN, url: area.page(row) });
      const table = await screen.findByRole("table", { name: /Change log/ });
      await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
      const latest = rowsOf(table)[0]!;
      expect(latest).toHaveTextContent(area.line(row));
      // Who, with the role they had when they made the change.
      expect(latest).toHaveTextContent(/Alice Admin \(.+\)/);
      expect(latest.textContent).not.toMatch(area.raw);
    });
  }
});

import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { DEMO_USERS, DEVICES, STAFF_DEMO_IDS } from "@resources/users/demo/exports";
import { createRandom } from "@/mocks/lib/random";
import type { Activity } from "../schema/account";

const PAGES = [
  "/dashboard",
  "/products",
  "/transactions",
  "/stores",
  "/brands",
  "/vouchers",
  "/customer",
  "/banner",
  "/my-profile",
];

export const seedActivities = seeded<Activity>("activities", () => {
  const random = createRandom("activities");
  const now = anchor();
  const rows: Activity[] = [];
  let n = 0;
  for (const userId of STAFF_DEMO_IDS) {
    const email = DEMO_USERS.find(([id]) => id === userId)![1];
    for (let day = 14; day >= 1; day--) {
      const base = now - day * DAY;
      const push = (
        activityType: Activity["activityType"],
        at: number,
        pageUrl: string,
        isSuccess = true,
      ) => {
        n++;
        rows.push({
          activityId: `act-${n}`,
          userId,
          email,
          activityType,
          pageUrl,
          userAgent: DEVICES[0]![2],
          isSuccess,
          errorMessage: isSuccess ? "" : "Invalid email or password",
          createdAt: iso(at),
        });
      };
      if (random.chance(0.1)) push("LOGIN", base - 120_000, "/login", false);
      push("LOGIN", base, "/login");
      for (let p = 0; p < 3; p++) push("PAGEVIEW", base + (p + 1) * 300_000, random.pick(PAGES));
      push("LOGOUT", base + 4 * 3_600_000, "/login");
    }
  }
  return rows;
});

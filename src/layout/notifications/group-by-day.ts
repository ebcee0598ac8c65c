import dayjs from "dayjs";
import "dayjs/locale/id";
import type { NotificationItem as Notification } from "@providers/data/api";
import { config } from "@/config";

export interface NotificationDay {
  /** YYYY-MM-DD (local time). */
  key: string;
  /** "Today", or weekday, day, month name and year in the Indonesian locale ("Senin, 5 Januari 2026"). */
  title: string;
  items: Notification[];
}

/** Groups notifications by local day, newest first (spec 2.4). */
export function groupByDay(
  list: Notification[],
  todayLabel: string,
  now: Date = new Date(),
): NotificationDay[] {
  const today = dayjs(now).format("YYYY-MM-DD");
  const sorted = [...list].sort(
    (a, b) => dayjs(b.createdAt).valueOf() - dayjs(a.createdAt).valueOf(),
  );
  const days: NotificationDay[] = [];
  for (const item of sorted) {
    const date = dayjs(item.createdAt);
    const key = date.isValid() ? date.format("YYYY-MM-DD") : "unknown";
    let day = days.find((candidate) => candidate.key === key);
    if (!day) {
      const title =
        key === today
          ? todayLabel
          : date.isValid()
            ? date.locale(config.i18n.dateLocale).format("dddd, D MMMM YYYY")
            : "-";
      day = { key, title, items: [] };
      days.push(day);
    }
    day.items.push(item);
  }
  return days;
}

/** The time of an item as hours and minutes. */
export const itemTime = (createdAt: string) => dayjs(createdAt).format("HH:mm");

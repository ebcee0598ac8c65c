import dayjs from "dayjs";
import type { NotificationItem as Notification } from "@providers/data/api";
import { formatDayHeading, formatTime } from "@/lib/format";

export interface NotificationDay {
  /** YYYY-MM-DD (local time). */
  key: string;
  /** "Today", or weekday, day, month name and year in the UI's language ("Monday, 5 January 2026"). */
  title: string;
  items: Notification[];
}

/**
 * Groups notifications by local day, newest first (spec 2.4), each day headed in the UI's `language`
 * (spec 2.4 names the Indonesian locale; issue 25: staff read the heading in their own language).
 */
export function groupByDay(
  list: Notification[],
  todayLabel: string,
  language: string,
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
      const title = key === today ? todayLabel : formatDayHeading(item.createdAt, language);
      day = { key, title, items: [] };
      days.push(day);
    }
    day.items.push(item);
  }
  return days;
}

/** The time of an item as hours and minutes. */
export const itemTime = (createdAt: string) => formatTime(createdAt);

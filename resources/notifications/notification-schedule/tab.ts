import { useSearchParams } from "react-router";
import { CHANNEL_TABS } from "../schema/audience-rules";

export type ScheduleTab = keyof typeof CHANNEL_TABS;

/** The list's tab (`?tab=email` or `?tab=push_notification`, spec 2.2) and its channel. */
export function useScheduleTab() {
  const [params] = useSearchParams();
  const tab: ScheduleTab = params.get("tab") === "email" ? "email" : "push_notification";
  return { tab, channel: CHANNEL_TABS[tab] };
}

export const tabOfChannel = (channel: string): ScheduleTab =>
  channel === "EMAIL" ? "email" : "push_notification";

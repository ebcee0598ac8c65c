import { defineCsv } from "@/components/crud/csv-writers";
import { audienceText, channelLabel } from "../components/labels";
import type { CustomerNotification } from "../schema/customer-notification";

/** The sent notifications list's CSV cells, written in the export's worker. */
export default defineCsv<CustomerNotification>("notification", {
  channel: (row, { t }) => channelLabel(t, row.channel),
  audience: (row, { t }) => audienceText(t, row.audience, row.audienceName),
  // The sender's name, also when a schedule sent it (the list then links it to the schedule).
  sentBy: (row) => row.sentBy.name,
});

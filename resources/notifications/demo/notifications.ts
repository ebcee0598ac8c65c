/**
 * Customer notifications (`/notifications`, the console's "All notifications"): the list of what was
 * sent, one send, and the send itself ("send now") with its audience's size asked first. The staff's
 * own header bell is `/my-notifications` (shell.ts), another collection.
 */
import {
  audienceCount,
  audienceCountRequest,
  customerNotification,
  notificationSend,
  type Audience,
  type CustomerNotification,
} from "../schema/customer-notification";
import { db } from "@/mocks/db";
import { templateTexts, type TemplateTexts } from "../schema/audience-rules";
import { resource } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { invalid, me, Reply, route } from "@/mocks/lib/route";
import { deliveredOf, openedOf } from "./stats";
import { audienceErrors, audienceLabel, audienceMembers, audienceName } from "./audience";
import { say } from "@/mocks/lib/readers";
import { z } from "@/contract/common";
import { NOTIFICATION_ATTENTION, sendFailed } from "../schema/attention";

/** The template a notification or schedule names: it must exist and be of the same channel. */
export function templateErrors(templateId: string | null, channel: string, field = "templateId") {
  if (!templateId) return {};
  const template = db.templateMessages.get(templateId);
  if (!template) return { [field]: say("notifications:api.templateMissing") };
  if (template.channel !== channel)
    return { [field]: say("notifications:api.templateOtherChannel") };
  return {};
}

/** Records one send to the audience's members now (also what a schedule's run does). */
export function recordSend(input: {
  channel: CustomerNotification["channel"];
  audience: Audience;
  templateId: string | null;
  title: string;
  message: string;
  sentBy: CustomerNotification["sentBy"];
  scheduleId?: string | null;
  at?: string;
}): CustomerNotification {
  const at = input.at ?? nowIso();
  const notificationId = db.sentNotifications.newId();
  const recipientCount = audienceMembers(input.audience).length;
  const record: CustomerNotification = {
    notificationId,
    channel: input.channel,
    templateId: input.templateId,
    title: input.title,
    message: input.message,
    audience: input.audience,
    audienceLabel: audienceLabel(input.audience),
    audienceName: audienceName(input.audience),
    recipientCount,
    receivedCount: deliveredOf(input.channel, recipientCount, notificationId),
    openedCount: 0,
    sentAt: at,
    sentBy: input.sentBy,
    scheduleId: input.scheduleId ?? null,
    createdAt: at,
    updatedAt: at,
  };
  db.sentNotifications.insert(record);
  return record;
}

/**
 * `POST <path>/audience-count`: the audience's size before a send (the console asks it to name the
 * number in its confirmation). The sends and the schedules each have one, behind their own area.
 */
export const audienceCountRoute = (path: string, area: string) =>
  route({
    method: "post",
    path: `${path}/audience-count`,
    area,
    action: "create",
    summary: "How many active customers an audience reaches now",
    body: audienceCountRequest,
    response: audienceCount,
    errors: [422],
    handler: (ctx) => {
      const errors = audienceErrors(ctx.data.audience);
      if (Object.keys(errors).length) throw invalid(errors);
      return {
        count: audienceMembers(ctx.data.audience).length,
        label: audienceLabel(ctx.data.audience),
        name: audienceName(ctx.data.audience),
      };
    },
  });

const count = audienceCountRoute("/notifications", "NOTIFICATION");

const send = route({
  method: "post",
  path: "/notifications",
  area: "NOTIFICATION",
  action: "create",
  summary:
    "Send a notification now to an audience (a template's Indonesian texts replace the title and message)",
  body: notificationSend,
  response: customerNotification,
  status: 201,
  errors: [422],
  handler: (ctx) => {
    const auth = me(ctx);
    const { channel, audience, templateId } = ctx.data;
    const errors = {
      ...audienceErrors(audience),
      ...templateErrors(templateId, channel),
    };
    if (Object.keys(errors).length) throw invalid(errors);
    const template = templateId ? db.templateMessages.get(templateId) : undefined;
    const texts = template ? templateTexts(template as TemplateTexts) : ctx.data;
    if (audienceMembers(audience).length === 0)
      throw invalid({
        "audience.type": say("notifications:api.emptyAudience"),
      });
    const record = recordSend({
      channel,
      audience,
      templateId,
      title: texts.title,
      message: texts.message,
      sentBy: { userId: auth.user.userId, name: auth.user.name },
    });
    return new Reply(record, 201);
  },
});

export const handlers = resource<CustomerNotification>({
  path: "/notifications",
  collection: db.sentNotifications,
  area: "NOTIFICATION",
  entity: "customer-notification",
  operations: ["list", "show"],
  labelField: "title",
  schemas: { answer: customerNotification },
  listFilters: {
    attention: z.enum(NOTIFICATION_ATTENTION).optional().meta({
      description:
        "What needs looking at: `failed` = sends that reached none of their recipients (recipientCount > 0 and receivedCount = 0); a partial delivery is not a failure.",
    }),
  },
  // The attention kinds are rules over the counts, not stored values: applied here (a kind the list
  // does not know matches nothing).
  scope: (row, ctx) => {
    const kind = ctx.query.get("attention");
    return kind === null || (kind === "failed" && sendFailed(row));
  },
  // Opens keep coming in after the send: most in the first hours.
  present: (row) => ({
    ...row,
    openedCount: Math.max(
      row.openedCount,
      openedOf(
        row.channel,
        row.receivedCount,
        row.notificationId,
        Date.now() - Date.parse(row.sentAt),
      ),
    ),
  }),
  extra: [count, send],
});

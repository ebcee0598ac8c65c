import type { Envelope } from "@providers/data/http";
import { isApiError } from "@providers/data/http";
import type { ListPayload, NotificationItem as Notification } from "@providers/data/api";
import { areaNamed, linksByName } from "@/lib/resource";

/** Translation keys of the notification messages of spec 5 and 8 (English texts verbatim in en). */
export const NOTIFY_MESSAGES = {
  invalidStructure: "notify.errors.invalidStructure",
  unknownFetch: "notify.errors.unknownFetch",
  markReadFailed: "notify.errors.markReadFailed",
  markReadError: "notify.errors.markReadError",
  markAllFailed: "notify.errors.markAllFailed",
  markAllError: "notify.errors.markAllError",
  noReceiver: "notify.errors.noReceiver",
  noReceiverAll: "notify.errors.noReceiverAll",
  allRead: "notify.allRead",
} as const;

/** Either a text to show as is (the server's own message) or a key of NOTIFY_MESSAGES. */
export type NotifyText =
  { text: string } | { key: (typeof NOTIFY_MESSAGES)[keyof typeof NOTIFY_MESSAGES] };

export const isUnread = (notification: Notification) => !notification.readByUserAt;

/**
 * The page of the record a notification is about: its area's record page, or the area's own page
 * when it names no record (a report on the dashboard). None for a note about nothing, or about an
 * area this console does not have.
 */
export function notificationPath(notification: Notification): string | undefined {
  const target = notification.target;
  if (!target || !areaNamed(target.resource)) return undefined;
  const links = linksByName(target.resource);
  return target.recordId ? links.show(target.recordId) : links.list();
}

/** The unread count is the number of notifications without readByUserAt (spec 4). */
export const unreadCount = (list: Notification[]) => list.filter(isUnread).length;

/** Reads the answer of GET /my-notifications: the list, or what to say (spec 8). */
export function readNotificationsAnswer(
  envelope: Envelope<ListPayload<Notification>> | undefined,
): { ok: true; list: Notification[] } | { ok: false; message: NotifyText } {
  if (!envelope || envelope.code !== "success") {
    const serverMessage = envelope?.message?.trim();
    return {
      ok: false,
      message: serverMessage ? { text: serverMessage } : { key: NOTIFY_MESSAGES.invalidStructure },
    };
  }
  const results = envelope.payload?.results;
  if (!Array.isArray(results))
    return { ok: false, message: { key: NOTIFY_MESSAGES.invalidStructure } };
  return { ok: true, list: results };
}

/** What a failed fetch says: the server message, else the thrown error's message, else the unknown text. */
export function fetchErrorMessage(error: unknown): NotifyText {
  if (isApiError(error) && error.serverMessage) return { text: error.serverMessage };
  if (error instanceof Error && error.message.trim() !== "") return { text: error.message };
  return { key: NOTIFY_MESSAGES.unknownFetch };
}

/** What a failed mark call says: the server message; "Failed to ..." when the server answered; "An error occurred ..." otherwise. */
export function markErrorMessage(error: unknown, all: boolean): NotifyText {
  if (isApiError(error) && error.hasResponse) {
    if (error.serverMessage) return { text: error.serverMessage };
    return { key: all ? NOTIFY_MESSAGES.markAllFailed : NOTIFY_MESSAGES.markReadFailed };
  }
  return { key: all ? NOTIFY_MESSAGES.markAllError : NOTIFY_MESSAGES.markReadError };
}

/** Mark all (spec 5): ignored while loading; info and no call without unread items; receiver from the first unread item, else the first item. */
export function planMarkAll(
  list: Notification[],
  loading: boolean,
):
  | { action: "ignore" }
  | { action: "info"; message: NotifyText }
  | { action: "error"; message: NotifyText }
  | { action: "call"; receiverUserId: string } {
  if (loading) return { action: "ignore" };
  const firstUnread = list.find(isUnread);
  if (!firstUnread) return { action: "info", message: { key: NOTIFY_MESSAGES.allRead } };
  const receiverUserId = firstUnread.receiverUserId || list[0]?.receiverUserId;
  if (!receiverUserId) return { action: "error", message: { key: NOTIFY_MESSAGES.noReceiverAll } };
  return { action: "call", receiverUserId };
}

/** Mark one (spec 5): needs its receiverUserId. */
export function planMarkOne(
  notification: Notification,
):
  | { action: "ignore" }
  | { action: "error"; message: NotifyText }
  | { action: "call"; receiverUserId: string } {
  if (!isUnread(notification)) return { action: "ignore" };
  if (!notification.receiverUserId)
    return { action: "error", message: { key: NOTIFY_MESSAGES.noReceiver } };
  return { action: "call", receiverUserId: notification.receiverUserId };
}

/** Sets the read time locally (only after a successful call). */
export function markLocally(
  list: Notification[],
  ids: Set<string> | "all",
  readAt: string,
): Notification[] {
  return list.map((item) =>
    isUnread(item) && (ids === "all" || ids.has(item.id))
      ? { ...item, readByUserAt: readAt }
      : item,
  );
}

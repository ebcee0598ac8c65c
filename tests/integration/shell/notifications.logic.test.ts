import type { NotificationItem as Notification } from "@providers/data/api";
import { ApiError } from "@providers/data/http";
import { groupByDay, itemTime } from "@/layout/notifications/group-by-day";
import {
  fetchErrorMessage,
  markErrorMessage,
  markLocally,
  planMarkAll,
  planMarkOne,
  readNotificationsAnswer,
  unreadCount,
} from "@/layout/notifications/notification-rules";
import { drawerWidth } from "@/layout/notifications/notification-drawer";

const at = (y: number, m: number, d: number, h = 9, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();
/** `receiverUserId` null = the item comes without one. */
const item = (
  id: string,
  createdAt: string,
  read = false,
  receiverUserId: string | null = "usr-1",
): Notification => ({
  id,
  title: `Title ${id}`,
  createdAt,
  readByUserAt: read ? createdAt : null,
  ...(receiverUserId === null ? {} : { receiverUserId }),
});

describe("grouping notifications by day (spec 2.4)", () => {
  const now = new Date(2026, 0, 7, 12, 0);

  const list = () => [
    item("a", at(2025, 12, 31, 8)),
    item("b", at(2026, 1, 7, 10, 15)),
    item("c", at(2026, 1, 5, 9)),
    item("d", at(2026, 1, 7, 11, 40)),
    item("e", at(2026, 1, 5, 17)),
  ];

  it("heads the days in the user's language: English, Indonesian and Japanese", () => {
    expect(groupByDay(list(), "Today", "en", now).map((day) => day.title)).toEqual([
      "Today",
      "Monday, 5 January 2026",
      "Wednesday, 31 December 2025",
    ]);
    expect(groupByDay(list(), "今日", "jp", now).map((day) => day.title)).toEqual([
      "今日",
      "05/01/2026 (月曜日)",
      "31/12/2025 (水曜日)",
    ]);
  });

  it("groups by day, newest first, 'Today' or the Indonesian weekday, day, month name and year", () => {
    const days = groupByDay(
      [
        item("a", at(2025, 12, 31, 8)),
        item("b", at(2026, 1, 7, 10, 15)),
        item("c", at(2026, 1, 5, 9)),
        item("d", at(2026, 1, 7, 11, 40)),
        item("e", at(2026, 1, 5, 17)),
      ],
      "Today",
      "id",
      now,
    );
    expect(days.map((day) => day.title)).toEqual([
      "Today",
      "Senin, 5 Januari 2026",
      "Rabu, 31 Desember 2025",
    ]);
    expect(days.map((day) => day.items.map((entry) => entry.id))).toEqual([
      ["d", "b"],
      ["e", "c"],
      ["a"],
    ]);
  });

  it("shows each item's time as hours and minutes", () => {
    expect(itemTime(at(2026, 1, 7, 9, 5))).toBe("09:05");
  });
});

describe("notification rules (spec 5, 7, 8)", () => {
  it("counts items without readByUserAt as unread", () => {
    expect(
      unreadCount([
        item("a", at(2026, 1, 1)),
        item("b", at(2026, 1, 1), true),
        item("c", at(2026, 1, 1)),
      ]),
    ).toBe(2);
  });

  it("reads a success answer and refuses others with the server message or the invalid-structure text", () => {
    expect(
      readNotificationsAnswer({
        code: "success",
        message: "",
        payload: { results: [item("a", at(2026, 1, 1))] },
      }),
    ).toMatchObject({ ok: true });
    expect(
      readNotificationsAnswer({ code: "error", message: "Maintenance", payload: { results: [] } }),
    ).toEqual({ ok: false, message: { text: "Maintenance" } });
    expect(
      readNotificationsAnswer({ code: "error", message: "", payload: { results: [] } }),
    ).toEqual({ ok: false, message: { key: "notify.errors.invalidStructure" } });
    expect(readNotificationsAnswer({ code: "success", message: "", payload: {} as never })).toEqual(
      { ok: false, message: { key: "notify.errors.invalidStructure" } },
    );
  });

  it("says the server message, else the thrown message, else the unknown text when fetching fails", () => {
    const server = new ApiError({
      message: "Service down",
      statusCode: 503,
      kind: "http",
      serverMessage: "Service down",
    });
    expect(fetchErrorMessage(server)).toEqual({ text: "Service down" });
    expect(fetchErrorMessage(new Error("Network Error"))).toEqual({ text: "Network Error" });
    expect(fetchErrorMessage("boom")).toEqual({ key: "notify.errors.unknownFetch" });
  });

  it("marks one only with a receiverUserId", () => {
    expect(planMarkOne(item("a", at(2026, 1, 1), false, null))).toEqual({
      action: "error",
      message: { key: "notify.errors.noReceiver" },
    });
    expect(planMarkOne(item("a", at(2026, 1, 1)))).toEqual({
      action: "call",
      receiverUserId: "usr-1",
    });
    expect(planMarkOne(item("a", at(2026, 1, 1), true))).toEqual({ action: "ignore" });
  });

  it("marks all: ignored while loading, info without unread items, receiver from the first unread else the first item", () => {
    const list = [
      item("a", at(2026, 1, 2), true, "usr-first"),
      item("b", at(2026, 1, 1), false, "usr-unread"),
    ];
    expect(planMarkAll(list, true)).toEqual({ action: "ignore" });
    expect(planMarkAll([item("a", at(2026, 1, 1), true)], false)).toEqual({
      action: "info",
      message: { key: "notify.allRead" },
    });
    expect(planMarkAll(list, false)).toEqual({ action: "call", receiverUserId: "usr-unread" });
    expect(
      planMarkAll(
        [item("a", at(2026, 1, 2), true, "usr-first"), item("b", at(2026, 1, 1), false, "")],
        false,
      ),
    ).toEqual({ action: "call", receiverUserId: "usr-first" });
    expect(planMarkAll([item("b", at(2026, 1, 1), false, null)], false)).toEqual({
      action: "error",
      message: { key: "notify.errors.noReceiverAll" },
    });
  });

  it("names the failures of the mark calls as spec 8 says", () => {
    const withMessage = new ApiError({
      message: "Locked",
      statusCode: 409,
      kind: "http",
      serverMessage: "Locked",
    });
    const without = new ApiError({
      message: "The request failed (HTTP 500).",
      statusCode: 500,
      kind: "http",
    });
    const network = new ApiError({ message: "offline", statusCode: 0, kind: "network" });
    expect(markErrorMessage(withMessage, false)).toEqual({ text: "Locked" });
    expect(markErrorMessage(without, false)).toEqual({ key: "notify.errors.markReadFailed" });
    expect(markErrorMessage(without, true)).toEqual({ key: "notify.errors.markAllFailed" });
    expect(markErrorMessage(network, false)).toEqual({ key: "notify.errors.markReadError" });
    expect(markErrorMessage(network, true)).toEqual({ key: "notify.errors.markAllError" });
  });

  it("sets the read time locally on the given items only", () => {
    const list = [item("a", at(2026, 1, 1)), item("b", at(2026, 1, 1))];
    const marked = markLocally(list, new Set(["a"]), "2026-01-07T00:00:00.000Z");
    expect(marked.map((entry) => entry.readByUserAt)).toEqual(["2026-01-07T00:00:00.000Z", null]);
    expect(unreadCount(markLocally(list, "all", "x"))).toBe(0);
  });

  it("sizes the drawer 40 / 50 / 80 / 95 % at xl / lg / md / smaller", () => {
    expect(drawerWidth({ xl: true, lg: true, md: true })).toBe("40%");
    expect(drawerWidth({ xl: false, lg: true, md: true })).toBe("50%");
    expect(drawerWidth({ md: true })).toBe("80%");
    expect(drawerWidth({})).toBe("95%");
  });
});

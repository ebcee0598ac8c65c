import { i18n, initI18n, setLanguage } from "@providers/i18n";
import { notificationText } from "@/layout/notifications/notification-text";
import { seedNotifications } from "@resources/notifications/demo/inbox.seed";

beforeAll(async () => {
  await initI18n();
});

describe("the bell's notes in the reader's language", () => {
  it("says every note the system wrote as its English title and message say it", async () => {
    await setLanguage("en");
    const notes = seedNotifications("normal").filter((note) => note.textKey);
    expect(new Set(notes.map((note) => note.textKey)).size).toBe(8);
    for (const note of notes) {
      expect(notificationText(i18n.t, note)).toEqual({ title: note.title, message: note.message });
    }
  });

  it("writes them in Indonesian and Japanese", async () => {
    const note = {
      title: "Voucher ending soon",
      message: "Year-end sale ends in 3 days.",
      textKey: "VOUCHER_ENDING" as const,
      textValues: { name: "Year-end sale", count: 3 },
    };
    await setLanguage("id");
    expect(notificationText(i18n.t, note)).toEqual({
      title: "Voucher segera berakhir",
      message: "Year-end sale berakhir dalam 3 hari.",
    });
    await setLanguage("jp");
    expect(notificationText(i18n.t, note).message).toBe("Year-end sale はあと3日で終了します。");
    await setLanguage("en");
  });

  it("shows a note without a key as it came", () => {
    expect(
      notificationText(i18n.t, { title: "Stocktake on Friday", message: "Bring the list." }),
    ).toEqual({
      title: "Stocktake on Friday",
      message: "Bring the list.",
    });
  });
});

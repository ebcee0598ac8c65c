import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/notifications.json";
import id from "../../../locales/id/notifications.json";
import jp from "../../../locales/jp/notifications.json";
import { cronSentence } from "@resources/notifications/notification-schedule/describe";

/** A translator of the notifications namespace in one language. */
async function translator(lng: string, texts: object) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    ns: ["notifications"],
    defaultNS: "notifications",
    resources: { [lng]: { notifications: texts } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("a repeating schedule in words", () => {
  it("reads as one sentence in each language, every kind of rule", async () => {
    const sentences = async (lng: string, texts: object) => {
      const t = await translator(lng, texts);
      return ["30 8 * * *", "0 9 * * 1,4", "0 9 * * 1,2,5", "0 10 15 * *", "0 12 L * *"].map(
        (cron) => cronSentence(t, cron, "Asia/Jakarta"),
      );
    };
    expect(await sentences("en", en)).toEqual([
      "At 08:30 (WIB)",
      "At 09:00, only on Monday and Thursday (WIB)",
      "At 09:00, only on Monday, Tuesday, and Friday (WIB)",
      "At 10:00, on day 15 of the month (WIB)",
      "At 12:00, on the last day of the month (WIB)",
    ]);
    expect(await sentences("id", id)).toEqual([
      "Setiap hari pukul 08:30 (WIB)",
      "Setiap hari Senin dan Kamis pukul 09:00 (WIB)",
      "Setiap hari Senin, Selasa, dan Jumat pukul 09:00 (WIB)",
      "Setiap tanggal 15 pukul 10:00 (WIB)",
      "Setiap akhir bulan pukul 12:00 (WIB)",
    ]);
    // Before: cronstrue's Japanese gave "次において実施08:30 (WIB)".
    expect(await sentences("jp", jp)).toEqual([
      "毎日 08:30 (WIB) に送信します。",
      "毎週月曜日と木曜日の 09:00 (WIB) に送信します。",
      "毎週月曜日、火曜日、金曜日の 09:00 (WIB) に送信します。",
      "毎月15日の 10:00 (WIB) に送信します。",
      "毎月末日の 12:00 (WIB) に送信します。",
    ]);
  });

  it("names the schedule's own zone, WITA or WIT, inside the sentence of each language", async () => {
    const inZone = async (lng: string, texts: object) => {
      const t = await translator(lng, texts);
      return [
        cronSentence(t, "0 9 * * 1,4", "Asia/Makassar"),
        cronSentence(t, "30 8 * * *", "Asia/Jayapura"),
        cronSentence(t, "0 12 L * *", "Asia/Makassar"),
      ];
    };
    expect(await inZone("en", en)).toEqual([
      "At 09:00, only on Monday and Thursday (WITA)",
      "At 08:30 (WIT)",
      "At 12:00, on the last day of the month (WITA)",
    ]);
    expect(await inZone("id", id)).toEqual([
      "Setiap hari Senin dan Kamis pukul 09:00 (WITA)",
      "Setiap hari pukul 08:30 (WIT)",
      "Setiap akhir bulan pukul 12:00 (WITA)",
    ]);
    expect(await inZone("jp", jp)).toEqual([
      "毎週月曜日と木曜日の 09:00 (WITA) に送信します。",
      "毎日 08:30 (WIT) に送信します。",
      "毎月末日の 12:00 (WITA) に送信します。",
    ]);
  });

  it("leaves a cron the console does not write to be shown as it is", async () => {
    const t = await translator("en", en);
    expect(cronSentence(t, "0 9 * 6 *", "Asia/Jakarta")).toBeUndefined();
    expect(cronSentence(t, null, "Asia/Jakarta")).toBeUndefined();
  });
});

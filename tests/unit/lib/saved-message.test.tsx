import { renderHook } from "@testing-library/react";
import { Refine } from "@refinedev/core";
import type { ReactNode } from "react";
import en from "@locales/en/translation.json";
import id from "@locales/id/translation.json";
import jp from "@locales/jp/translation.json";
import { useSavedMessage } from "@/components/crud/saved-message";
import { areas } from "@resources/index";
import { initI18n, setLanguage } from "@providers/i18n";

const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine
    resources={[{ name: "popup-banner", meta: { idField: "bannerId", recordLabel: "title" } }]}
    options={{ disableTelemetry: true }}
  >
    {children}
  </Refine>
);

beforeAll(async () => {
  await initI18n();
});

describe("the sentence after a save", () => {
  it("names the kind of record and the record, once", async () => {
    await setLanguage("en");
    const { result } = renderHook(() => useSavedMessage("popup-banner"), { wrapper });
    expect(result.current("create", { bannerId: "bnr-1", title: "Year-end sale" })).toBe(
      "Popup banner “Year-end sale” created",
    );
    expect(result.current("edit", { bannerId: "bnr-1", title: "Year-end sale" })).toBe(
      "Popup banner “Year-end sale” saved",
    );
    expect(result.current("delete", undefined, "Year-end sale")).toBe(
      "Popup banner “Year-end sale” deleted",
    );
    // An answer without the name still says what was saved.
    expect(result.current("edit", {})).toBe("Popup banner saved");
  });

  it("speaks Indonesian and Japanese too", async () => {
    const { result } = renderHook(() => useSavedMessage("popup-banner"), { wrapper });
    await setLanguage("id");
    expect(result.current("create", { title: "Akhir tahun" })).toBe(
      "Banner popup “Akhir tahun” dibuat",
    );
    await setLanguage("jp");
    expect(result.current("create", { title: "年末セール" })).toBe(
      "ポップアップバナー「年末セール」を作成しました",
    );
    await setLanguage("en");
  });

  it("has the kind of every area with a form, in every language", () => {
    const withForms = areas
      .filter((area) => area.pages.create || area.pages.edit)
      .map((area) => area.name);
    expect(withForms.length).toBeGreaterThan(15);
    for (const records of [en.records, id.records, jp.records]) {
      expect(withForms.filter((name) => !(name in records))).toEqual([]);
    }
  });
});

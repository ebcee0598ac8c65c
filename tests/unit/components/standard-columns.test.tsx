import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/translation.json";
import id from "../../../locales/id/translation.json";
import {
  actionsColumn,
  activeColumn,
  createdAtColumn,
  updatedAtColumn,
} from "@/components/crud/standard-columns";
import { exportCsvColumns, type StandardCsv } from "@/components/crud/csv-writers";

interface Row {
  id: string;
  isActive: boolean;
  createdAt: string | null;
}

/** A translator like a list page's: its own domain namespace first, the shell's texts beside it. */
async function domainTranslator(lng: string, shell: object) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    ns: ["catalogue", "translation"],
    defaultNS: "catalogue",
    resources: { [lng]: { catalogue: {}, translation: shell } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("the standard list columns", () => {
  it("export the active flag as a word of the user's language, whatever the page's namespace", async () => {
    const exported = async (lng: string, texts: object) => {
      const column = activeColumn<Row>("Status");
      const [csv] = exportCsvColumns(
        [{ key: column.key, header: column.title, standard: column.csv as StandardCsv }],
        undefined,
        { t: await domainTranslator(lng, texts), data: undefined },
      );
      return [true, false].map((isActive) => csv!.value({ id: "1", isActive, createdAt: null }));
    };
    expect(await exported("en", en)).toEqual(["Active", "Inactive"]);
    expect(await exported("id", id)).toEqual(["Aktif", "Nonaktif"]);
  });

  it("show dates the Indonesian way under the console's titles, '-' when there is none", async () => {
    const t = await domainTranslator("id", id);
    const created = createdAtColumn<Row>(t);
    const updated = updatedAtColumn<Row>(t, { defaultHidden: true });
    expect([created.title, updated.title]).toEqual(["Dibuat", "Diperbarui"]);
    expect([created.sortable, updated.defaultHidden]).toEqual([true, true]);
    const row: Row = { id: "1", isActive: true, createdAt: "2025-01-31T14:05:00" };
    expect(created.render?.(row.createdAt, row, 0)).toBe("31/01/2025 14:05");
    expect(created.render?.(null, { ...row, createdAt: null }, 0)).toBe("-");
  });

  it("keep a row's actions in view and out of the CSV", async () => {
    const column = actionsColumn<Row>(await domainTranslator("en", en), (row) => (
      <button type="button">Edit {row.id}</button>
    ));
    expect(column).toMatchObject({
      title: "Actions",
      csv: false,
      alwaysVisible: true,
      fixed: "right",
    });
    render(<>{column.render?.(undefined, { id: "7", isActive: true, createdAt: null }, 0)}</>);
    expect(screen.getByRole("button", { name: "Edit 7" })).toBeInTheDocument();
  });
});

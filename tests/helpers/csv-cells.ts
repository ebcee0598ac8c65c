import i18next, { type TFunction } from "i18next";
import type { CsvDefinition } from "@/components/crud/csv-writers";

type Texts = Record<"en" | "id", Record<string, object>>;

/**
 * The cells a list's CSV writers make of a record, with a translator like the export worker's: the
 * user's language with the pages' namespaces (`texts`) loaded.
 */
export function csvCellsIn(texts: Texts) {
  async function translator(lng: keyof Texts): Promise<TFunction> {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: Object.keys(texts[lng]),
      defaultNS: "translation",
      resources: { [lng]: texts[lng] },
      interpolation: { escapeValue: false },
    });
    return instance.t;
  }
  /** Every cell the writers make of `record`, by column key, in `lng`. */
  return async function cells<T, D>(
    definition: CsvDefinition<T, D>,
    record: T,
    data: D,
    lng: keyof Texts,
  ) {
    const t = await translator(lng);
    return Object.fromEntries(
      Object.entries(definition.writers).map(([key, writer]) => [key, writer(record, { t, data })]),
    );
  };
}

/** The fields a list's cells read; the rest of the record is of no concern to its writers. */
export const record = <T>(fields: Partial<T>) => fields as T;

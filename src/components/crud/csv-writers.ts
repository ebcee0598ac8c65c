/**
 * A list's CSV cells as the export's Web Worker writes them (export.worker.ts). A list whose cells
 * need more than a field's value or a standard kind declares its writers once, in a `*.csv.ts`
 * module beside its columns: pure functions of a record, the words (`t`) and the page's own facts
 * (`data`: a brand's name by its id), with no React and no page state, so that they run in the worker.
 */
import type { TFunction } from "i18next";
import { formatDateTime } from "@/lib/format";
import { readPath } from "./columns";
import type { CsvColumn } from "./csv";

/** A column's standard CSV text: "dateTime" the date as the list shows it; "active" Active / Inactive. */
export type StandardCsv = "dateTime" | "active";

/** What a writer reads besides the record: the words in the user's language and the page's facts. */
export interface CsvContext<D> {
  t: TFunction;
  data: D;
}

export type CsvWriter<T, D> = (record: T, context: CsvContext<D>) => unknown;

/**
 * What a page hands its export: which writers (their `id`) and the page's facts they read. Plain data:
 * it travels to the worker.
 */
export interface CsvSource {
  id: string;
  data?: unknown;
}

/** A list's writers by column key (`defineCsv`), found by the worker by their `id`. */
export interface CsvDefinition<T, D = undefined> extends CsvSource {
  writers: Readonly<Record<string, CsvWriter<T, D>>>;
  /** The source with the page's facts (`productCsv.with({ brands, storeId })`). */
  with: (data: D) => CsvSource;
}

/**
 * Declares a list's CSV writers: `export default defineCsv<Product, ProductCsvData>("products", {
 * status: (product, { t }) => statusLabel(t, product.status) })`. The module's default export is what
 * the worker registers; `id` is unique across the console (a unit test holds it so).
 */
export function defineCsv<T, D = undefined>(
  id: string,
  writers: Record<string, CsvWriter<T, D>>,
): CsvDefinition<T, D> {
  return { id, writers, with: (data) => ({ id, data }) };
}

/** A column of the file: its key, its header (already in the user's language) and its standard kind. */
export interface ExportColumn {
  key: string;
  header: string;
  standard?: StandardCsv;
}

type AnyRecord = Record<string, unknown>;

const STANDARD: Record<StandardCsv, (record: AnyRecord, key: string, t: TFunction) => unknown> = {
  // The date as the list shows it ("31/01/2025 14:05"), not the API's ISO text.
  dateTime: (record, key) =>
    formatDateTime(readPath(record, key) as Parameters<typeof formatDateTime>[0]),
  active: (record, key, t) =>
    readPath(record, key)
      ? t("translation:crud.status.active")
      : t("translation:crud.status.inactive"),
};

/**
 * The file's columns as CsvColumns: each key's writer from `definition` when it has one, else the
 * column's standard kind, else the record's value at the key.
 */
export function exportCsvColumns(
  columns: readonly ExportColumn[],
  definition: CsvDefinition<AnyRecord, unknown> | undefined,
  context: CsvContext<unknown>,
): CsvColumn<AnyRecord>[] {
  return columns.map((column) => {
    const writer = definition?.writers[column.key];
    const standard = column.standard ? STANDARD[column.standard] : undefined;
    return {
      header: column.header,
      value: writer
        ? (record) => writer(record, context)
        : standard
          ? (record) => standard(record, column.key, context.t)
          : (record) => readPath(record, column.key),
    };
  });
}

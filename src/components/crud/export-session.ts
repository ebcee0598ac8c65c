/**
 * The CSV export's work in its Web Worker (export.worker.ts): the page sends the file's columns, the
 * words of the user's language and then the list's pages as they arrive; the worker writes each
 * page's lines at once and, at the end, hands back the file. Pure of the worker itself, so that the
 * tests run it in the page's thread.
 */
import i18next, { type InitOptions, type Resource, type TFunction } from "i18next";
import { memoizedT } from "@/lib/memoized-t";
import { csvFile, csvLines, textFile, type CsvColumn } from "./csv";
import {
  exportCsvColumns,
  type CsvDefinition,
  type CsvSource,
  type ExportColumn,
} from "./csv-writers";

/** The i18next settings the worker's `t` shares with the page's (plain data: they travel). */
export type ExportTextOptions = Pick<
  InitOptions,
  | "fallbackLng"
  | "fallbackNS"
  | "defaultNS"
  | "ns"
  | "supportedLngs"
  | "nonExplicitSupportedLngs"
  | "load"
  | "returnNull"
  | "returnEmptyString"
>;

/** The words of the export: the user's language, the texts loaded in the page, i18next's settings. */
export interface ExportTexts {
  language: string;
  resources: Resource;
  options: ExportTextOptions;
}

export interface ExportJob {
  columns: ExportColumn[];
  /** The list's writers and the page's facts; without them each column writes its field or kind. */
  csv?: CsvSource;
  texts: ExportTexts;
}

export type ExportRequest =
  | { type: "start"; job: ExportJob }
  | { type: "page"; page: number; rows: Record<string, unknown>[] }
  | { type: "finish" };

export type ExportAnswer =
  { type: "file"; file: Blob; rows: number } | { type: "failed"; message: string };

/** `t` in the page's language over the texts it sent, remembering its answers for this export. */
function exportT({ language, resources, options }: ExportTexts): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    ...options,
    lng: language,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return memoizedT(instance.t);
}

type AnyDefinition = CsvDefinition<Record<string, unknown>, unknown>;

/**
 * One export's session: `definitions` are every list's writers (the worker's `*.csv.ts` modules);
 * `post` sends an answer to the page. Returns what handles each of the page's requests.
 */
export function exportSession(
  definitions: Iterable<AnyDefinition>,
  post: (answer: ExportAnswer) => void,
): (request: ExportRequest) => void {
  const byId = new Map<string, AnyDefinition>();
  for (const definition of definitions) byId.set(definition.id, definition);
  let columns: CsvColumn<Record<string, unknown>>[] = [];
  const pages: string[][] = [];
  let failed = false;
  return (request) => {
    if (failed) return;
    try {
      if (request.type === "start") {
        const { job } = request;
        const definition = job.csv ? byId.get(job.csv.id) : undefined;
        if (job.csv && !definition) throw new Error(`No CSV writers named "${job.csv.id}".`);
        columns = exportCsvColumns(job.columns, definition, {
          t: exportT(job.texts),
          data: job.csv?.data,
        });
      } else if (request.type === "page") {
        pages[request.page - 1] = csvLines(columns, request.rows);
      } else {
        const lines = pages.flat();
        const file = textFile(csvFile(columns, lines));
        post({ type: "file", file, rows: lines.length });
      }
    } catch (error) {
      failed = true;
      post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  };
}

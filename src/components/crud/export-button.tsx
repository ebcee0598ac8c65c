import { DownloadOutlined } from "@ant-design/icons";
import {
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  useDataProvider,
  useResourceParams,
} from "@refinedev/core";
import { App, Button, Flex, Progress } from "antd";
import { useRef, useState } from "react";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "./columns";
import { csvFilename, downloadFile } from "./csv";
import type { CsvSource, ExportColumn } from "./csv-writers";
import type { ExportAnswer, ExportJob, ExportRequest, ExportTexts } from "./export-session";
import { useErrorToast } from "@/lib/error-toast";
import { formatNumber } from "@/lib/format";

/**
 * Rows fetched per request: the export walks the filtered list page by page, never all at once
 * (10,000 rows are 20 requests, a few at a time).
 */
export const EXPORT_PAGE_SIZE = 500;
/** Page requests in flight at once once the first page has told the total. */
export const EXPORT_PARALLEL_REQUESTS = 4;

interface FetchAllOptions<T> {
  getList: ReturnType<ReturnType<typeof useDataProvider>>["getList"];
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  meta?: Record<string, unknown>;
  pageSize?: number;
  onProgress?: (loaded: number, total: number) => void;
  /** Stops between two pages (the export's Cancel): the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * Each page's rows as soon as they arrive, with the page's number (1 the first; pages may arrive out
   * of order): the export hands them to its worker, which writes their lines at once.
   */
  onPage: (rows: T[], page: number) => void;
}

/** The error a cancelled export rejects with. */
export class ExportCancelled extends Error {
  constructor() {
    super("Export cancelled.");
    this.name = "AbortError";
  }
}

/**
 * Every record of a filtered list, page by page (`onPage`): the first page, then the pages its total
 * says are left, up to EXPORT_PARALLEL_REQUESTS at a time. Resolves the number of rows read.
 */
export async function fetchAllPages<T extends BaseRecord>({
  getList,
  resource,
  filters,
  sorters,
  meta,
  pageSize = EXPORT_PAGE_SIZE,
  onProgress,
  signal,
  onPage,
}: FetchAllOptions<T>): Promise<number> {
  const fetchPage = async (currentPage: number) => {
    if (signal?.aborted) throw new ExportCancelled();
    const answer = await getList<T>({
      resource,
      pagination: { currentPage, pageSize, mode: "server" },
      filters,
      sorters,
      meta,
    });
    if (signal?.aborted) throw new ExportCancelled();
    onPage(answer.data, currentPage);
    return answer;
  };
  const first = await fetchPage(1);
  const total = first.total;
  let loaded = first.data.length;
  onProgress?.(loaded, total);
  if (first.data.length < pageSize || loaded >= total) return loaded;
  const pageCount = Math.ceil(total / pageSize);
  let next = 2;
  const reader = async () => {
    while (next <= pageCount) {
      const { data } = await fetchPage(next++);
      loaded += data.length;
      onProgress?.(Math.min(loaded, total), total);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(EXPORT_PARALLEL_REQUESTS, pageCount - 1) }, reader),
  );
  return loaded;
}

/** The words an export's worker writes with: the page's language, its loaded texts, i18next's settings. */
function exportTexts(i18n: I18n): ExportTexts {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const resources = Object.fromEntries(
    [...new Set([language, ...i18n.languages])]
      .filter((lng) => i18n.store.data[lng])
      .map((lng) => [lng, i18n.store.data[lng]!]),
  );
  const options = i18n.options;
  return {
    language,
    resources,
    options: {
      fallbackLng: options.fallbackLng,
      fallbackNS: options.fallbackNS,
      defaultNS: options.defaultNS,
      ns: Object.keys(resources[language] ?? {}),
      supportedLngs: options.supportedLngs,
      nonExplicitSupportedLngs: options.nonExplicitSupportedLngs,
      load: options.load,
      returnNull: options.returnNull,
      returnEmptyString: options.returnEmptyString,
    },
  };
}

/**
 * What writes an export's file: the pages go in as they arrive; `file` once all are in; `failure` says
 * why it could not write, if it could not; `stop` ends it.
 */
interface ExportWriter {
  page: (rows: BaseRecord[], page: number) => void;
  file: () => Promise<Blob>;
  failure: () => Error | undefined;
  stop: () => void;
}

/**
 * Starts an export's worker (export.worker.ts) on `job`; `onFailed` is told at once when it cannot
 * write (so that the page stops reading pages).
 */
export function startExportWorker(job: ExportJob, onFailed: () => void): ExportWriter {
  const worker = new Worker(new URL("./export.worker.ts", import.meta.url), {
    type: "module",
    name: "csv-export",
  });
  let failure: Error | undefined;
  const file = new Promise<Blob>((resolve, reject) => {
    const fail = (message: string) => {
      failure = new Error(message);
      reject(failure);
      onFailed();
    };
    worker.addEventListener("message", ({ data }: MessageEvent<ExportAnswer>) => {
      if (data.type === "file") resolve(data.file);
      else fail(data.message);
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      fail(event.message || "The export's worker could not start.");
    });
  });
  // A failure before the file is asked for is read there; until then it is not unhandled.
  file.catch(() => undefined);
  const send = (request: ExportRequest) => worker.postMessage(request);
  send({ type: "start", job });
  return {
    page: (rows, page) => send({ type: "page", page, rows }),
    file: () => {
      send({ type: "finish" });
      return file;
    },
    failure: () => failure,
    stop: () => worker.terminate(),
  };
}

interface ExportButtonProps<T extends BaseRecord> {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The columns shown, in their order: the file's columns. */
  columns: ListColumn<T>[];
  /**
   * The list's CSV writers (its `*.csv.ts`, with the page's facts). Without them a column writes its
   * field or its standard kind. Either way the file is written in a worker.
   */
  csv?: CsvSource;
  /** File name stem, e.g. "products". */
  filename: string;
  meta?: Record<string, unknown>;
}

/** The file's columns as the worker writes them: plain data (no function travels). */
const exportColumnsOf = <T extends BaseRecord>(columns: ListColumn<T>[]): ExportColumn[] =>
  columns.flatMap(({ key, title, csv }) =>
    csv === false ? [] : [{ key, header: title, standard: csv }],
  );

/**
 * Exports the list as filtered and sorted on screen (all pages, a few requests at a time) to a CSV file
 * written in a worker; while it runs, a progress bar (rows fetched of the total) and a Cancel button
 * that stops it.
 */
export function ExportButton<T extends BaseRecord>({
  resource,
  filters,
  sorters,
  columns,
  csv,
  filename,
  meta,
}: ExportButtonProps<T>) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const showError = useErrorToast();
  const dataProvider = useDataProvider();
  // The list's own calls carry its resource's meta (Refine adds it), `apiPath` among them (brands →
  // product/brands): the export reads the same collection, with the table's meta over it.
  const resourceMeta = useResourceParams({ resource }).resource?.meta;
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: 0 });
    // Columns with functions of their own (the change logs) are written on the page's thread.
    let writer: ExportWriter | undefined;
    try {
      writer = startExportWorker(
        {
          columns: exportColumnsOf(columns),
          csv: csv && { id: csv.id, data: csv.data },
          texts: exportTexts(i18n),
        },
        () => abort.abort(),
      );
      const write = writer;
      const rows = await fetchAllPages<T>({
        getList: dataProvider().getList,
        resource,
        filters,
        sorters,
        meta: { ...resourceMeta, ...meta },
        signal: abort.signal,
        onProgress: (loaded, total) => setProgress({ loaded, total }),
        onPage: (page, number) => write.page(page, number),
      });
      downloadFile(csvFilename(filename), await writer.file());
      void message.success(t("crud.export.done", { count: rows, number: formatNumber(rows) }));
    } catch (error) {
      // A worker that could not write also stops the reading. Its reason is the code's (a script that
      // did not load, a writer that threw), in English: staff read a sentence of their language, the
      // console keeps the reason.
      const failure = writer?.failure();
      if (failure) console.error("CSV export:", failure);
      if (abort.signal.aborted && !failure) void message.info(t("crud.export.cancelled"));
      else
        showError(
          t("crud.export.failed", {
            message: failure ? t("api.errors.unknown") : (error as Error).message,
          }),
        );
    } finally {
      writer?.stop();
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress === null)
    return (
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void run()}>
        {t("crud.export.button")}
      </Button>
    );
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Flex align="center" gap={8} data-testid="export-progress">
      <Button icon={<DownloadOutlined aria-hidden />} loading>
        {t("crud.export.progress", { percent })}
      </Button>
      <Progress
        percent={percent}
        size="small"
        style={{ width: 120, margin: 0 }}
        aria-label={t("crud.export.progressLabel", {
          loaded: formatNumber(progress.loaded),
          total: formatNumber(progress.total),
        })}
      />
      <Button onClick={() => controller.current?.abort()}>{t("crud.export.cancel")}</Button>
    </Flex>
  );
}

import { DownloadOutlined } from "@ant-design/icons";
import { type BaseRecord, type CrudFilter, type CrudSort, useDataProvider } from "@refinedev/core";
import { App, Button, Flex, Progress } from "antd";
import { useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { readPath, type ListColumn } from "./columns";
import { csvFile, csvFilename, csvLines, downloadText } from "./csv";
import { useErrorToast } from "@/lib/error-toast";
import { memoizedT } from "@/lib/memoized-t";

/**
 * Rows fetched per request: the export walks the filtered list page by page, never all at once
 * (10,000 rows are 20 requests, a few at a time).
 */
export const EXPORT_PAGE_SIZE = 500;
/** Page requests in flight at once once the first page has told the total. */
export const EXPORT_PARALLEL_REQUESTS = 4;

interface FetchAllOptions<T, R> {
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
   * What is kept of each page, worked out as soon as it arrives (the export's CSV lines), so that no
   * long step is left for the end: the main thread stays free while the next pages load.
   */
  keep: (rows: T[]) => R[];
}

/** The error a cancelled export rejects with. */
export class ExportCancelled extends Error {
  constructor() {
    super("Export cancelled.");
    this.name = "AbortError";
  }
}

/**
 * Every record of a filtered list, as `keep` makes it: the first page, then the pages its total says
 * are left, up to EXPORT_PARALLEL_REQUESTS at a time, put together in the list's order.
 */
export async function fetchAllPages<T extends BaseRecord, R>({
  getList,
  resource,
  filters,
  sorters,
  meta,
  pageSize = EXPORT_PAGE_SIZE,
  onProgress,
  signal,
  keep,
}: FetchAllOptions<T, R>): Promise<R[]> {
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
    return answer;
  };
  // A page is written in a task of its own, after the one that read its answer: two short tasks
  // rather than one long one, so that the page stays responsive while an export runs.
  const keepPage = async (rows: T[]) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new ExportCancelled();
    return keep(rows);
  };
  const first = await fetchPage(1);
  const total = first.total;
  const pages: R[][] = [await keepPage(first.data)];
  let loaded = first.data.length;
  onProgress?.(loaded, total);
  if (first.data.length < pageSize || loaded >= total) return pages[0];
  const pageCount = Math.ceil(total / pageSize);
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const number = next++;
      const { data } = await fetchPage(number);
      pages[number - 1] = await keepPage(data);
      loaded += data.length;
      onProgress?.(Math.min(loaded, total), total);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(EXPORT_PARALLEL_REQUESTS, pageCount - 1) }, worker),
  );
  return pages.flat();
}

interface ExportButtonProps<T extends BaseRecord> {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns: ListColumn<T>[];
  /**
   * The list's columns made again with a given `t` (AreaList's column factory): the export makes them
   * with a `t` that remembers its answers for the length of the export, so 10,000 rows ask i18next for
   * each type's or status's word once. The columns written are still `columns` (those shown), in
   * their order.
   */
  columnsFor?: (t: TFunction) => ListColumn<T>[];
  /** File name stem, e.g. "products". */
  filename: string;
  meta?: Record<string, unknown>;
}

/** `shown`, each made again by `columnsFor` with a `t` that remembers (same key), else as given. */
function exportColumns<T extends BaseRecord>(
  shown: ListColumn<T>[],
  columnsFor: ((t: TFunction) => ListColumn<T>[]) | undefined,
  t: TFunction,
): ListColumn<T>[] {
  if (!columnsFor) return shown;
  const remade = new Map(columnsFor(memoizedT(t)).map((column) => [column.key, column]));
  return shown.map((column) => remade.get(column.key) ?? column);
}

/**
 * Exports the list as filtered and sorted on screen (all pages, a few requests at a time) to a CSV file;
 * while it runs, a progress bar (rows fetched of the total) and a Cancel button that stops it.
 */
export function ExportButton<T extends BaseRecord>({
  resource,
  filters,
  sorters,
  columns,
  columnsFor,
  filename,
  meta,
}: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useErrorToast();
  const dataProvider = useDataProvider();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: 0 });
    const csvColumns = exportColumns(columns, columnsFor, t)
      .filter((column) => column.csv !== false)
      .map((column) => ({
        header: column.title,
        value:
          typeof column.csv === "function"
            ? column.csv
            : (record: T) => readPath(record, column.key),
      }));
    try {
      const lines = await fetchAllPages<T, string>({
        getList: dataProvider().getList,
        resource,
        filters,
        sorters,
        meta,
        signal: abort.signal,
        onProgress: (loaded, total) => setProgress({ loaded, total }),
        keep: (rows) => csvLines(csvColumns, rows),
      });
      downloadText(csvFilename(filename), csvFile(csvColumns, lines));
      void message.success(t("crud.export.done", { count: lines.length }));
    } catch (error) {
      if (abort.signal.aborted) void message.info(t("crud.export.cancelled"));
      else showError(t("crud.export.failed", { message: (error as Error).message }));
    } finally {
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
          loaded: progress.loaded,
          total: progress.total,
        })}
      />
      <Button onClick={() => controller.current?.abort()}>{t("crud.export.cancel")}</Button>
    </Flex>
  );
}

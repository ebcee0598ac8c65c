import { DownloadOutlined } from "@ant-design/icons";
import { type BaseRecord, type CrudFilter, type CrudSort, useDataProvider } from "@refinedev/core";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readPath, type ListColumn } from "./columns";
import { csvFilename, downloadText, toCsv } from "./csv";

/** Rows fetched per request: the export walks the filtered list page by page, never all at once. */
export const EXPORT_PAGE_SIZE = 200;

interface FetchAllOptions {
  getList: ReturnType<ReturnType<typeof useDataProvider>>["getList"];
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  meta?: Record<string, unknown>;
  pageSize?: number;
  onProgress?: (loaded: number, total: number) => void;
}

/** Every record of a filtered list, one page request after another. */
export async function fetchAllPages<T extends BaseRecord>({
  getList,
  resource,
  filters,
  sorters,
  meta,
  pageSize = EXPORT_PAGE_SIZE,
  onProgress,
}: FetchAllOptions): Promise<T[]> {
  const rows: T[] = [];
  for (let currentPage = 1; ; currentPage++) {
    const { data, total } = await getList<T>({
      resource,
      pagination: { currentPage, pageSize, mode: "server" },
      filters,
      sorters,
      meta,
    });
    rows.push(...data);
    onProgress?.(rows.length, total);
    if (data.length < pageSize || rows.length >= total) return rows;
  }
}

interface ExportButtonProps<T extends BaseRecord> {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns: ListColumn<T>[];
  /** File name stem, e.g. "products". */
  filename: string;
  meta?: Record<string, unknown>;
}

/** Exports the list as filtered and sorted on screen (all pages) to a CSV file. */
export function ExportButton<T extends BaseRecord>({
  resource,
  filters,
  sorters,
  columns,
  filename,
  meta,
}: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dataProvider = useDataProvider();
  const [progress, setProgress] = useState<number | null>(null);

  const run = async () => {
    setProgress(0);
    try {
      const rows = await fetchAllPages<T>({
        getList: dataProvider().getList,
        resource,
        filters,
        sorters,
        meta,
        onProgress: (loaded, total) =>
          setProgress(total ? Math.round((loaded / total) * 100) : 100),
      });
      const csvColumns = columns
        .filter((column) => column.csv !== false)
        .map((column) => ({
          header: column.title,
          value:
            typeof column.csv === "function"
              ? column.csv
              : (record: T) => readPath(record, column.key),
        }));
      downloadText(csvFilename(filename), toCsv(csvColumns, rows));
      void message.success(t("crud.export.done", { count: rows.length }));
    } catch (error) {
      void message.error(t("crud.export.failed", { message: (error as Error).message }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={progress !== null}
      onClick={() => void run()}
    >
      {progress !== null
        ? t("crud.export.progress", { percent: progress })
        : t("crud.export.button")}
    </Button>
  );
}

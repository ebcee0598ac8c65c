/** CSV building (RFC 4180) for the list exports: pure functions, no React. */

export interface CsvColumn<T> {
  /** Column header (already translated). */
  header: string;
  /** Cell text of a record. */
  value: (record: T) => unknown;
}

/** Quotes a cell when it holds a separator, a quote or a line break; guards against spreadsheet formulas. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; numbers stay numbers.
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV lines of `rows` (no header): an export writes each page's lines as the page arrives. */
export function csvLines<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string[] {
  return rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(","));
}

/** The file: the columns' header line, then the lines (csvLines), each ended by CRLF. */
export function csvFile<T>(columns: readonly CsvColumn<T>[], lines: readonly string[]): string {
  const header = columns.map((column) => csvCell(column.header)).join(",");
  return `${header}\r\n${lines.map((line) => `${line}\r\n`).join("")}`;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvFile(columns, csvLines(columns, rows));
}

/** A CSV file's type. */
export const CSV_TYPE = "text/csv;charset=utf-8";

/** `text` as a file: UTF-8 with a byte-order mark, so that spreadsheets read accents and Japanese. */
export const textFile = (text: string, type = CSV_TYPE) => new Blob(["\ufeff", text], { type });

/** Offers `text` as a file download (textFile). */
export function downloadText(filename: string, text: string, type = CSV_TYPE) {
  downloadFile(filename, textFile(text, type));
}

/** Offers a file (`blob`) as a download named `filename`. */
export function downloadFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "products-2025-01-31.csv" */
export const csvFilename = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}.csv`;

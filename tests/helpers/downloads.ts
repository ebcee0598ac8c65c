/**
 * Catches the files a page hands to the browser to download (`URL.createObjectURL`): the returned
 * list receives each file, in order; the object URL the page gets is `url`.
 */
export function catchDownloads(url = "blob:export"): Blob[] {
  const created: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  return created;
}

/** The lines of a downloaded CSV file, without its byte-order mark and its last line break. */
export const csvLines = async (file: Blob) =>
  (await file.text())
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");

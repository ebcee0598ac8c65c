/** Rupiah amounts: whole rupiah, Indonesian grouping ("Rp 1.250.000"), whatever the UI language. */
const formatter = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "Rp 1.250.000"; an empty value gives "-". */
export function formatRupiah(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "-";
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return "-";
  // Intl puts a non-breaking space after "Rp"; a plain space copies and searches better.
  return formatter.format(amount).replace(/\u00a0/g, " ");
}

/** For InputNumber: shows 1250000 as "1.250.000". */
export const rupiahInputFormatter = (value: number | string | undefined): string =>
  value === undefined || value === "" ? "" : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** For InputNumber: reads "1.250.000" (or "Rp 1.250.000") back as 1250000. */
export const rupiahInputParser = (text: string | undefined): number => {
  const digits = (text ?? "").replace(/[^\d]/g, "");
  return digits === "" ? 0 : Number(digits);
};

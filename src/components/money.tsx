import { formatRupiah } from "@/lib/format";

/**
 * Rupiah on one line ("Rp 12.160.000"): never broken after "Rp", nor between its digits in a narrow
 * details cell (antd's Descriptions breaks a long word anywhere to fit).
 */
export const Money = ({ value }: { value: Parameters<typeof formatRupiah>[0] }) => (
  <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(value)}</span>
);

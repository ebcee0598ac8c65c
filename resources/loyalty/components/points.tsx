import { Tag } from "antd";

const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Points the Indonesian way, whatever the UI language: 12.500 (empty gives "-"). */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return grouping.format(value);
}

/** For InputNumber: 12500 shown as "12.500". */
export const pointsInputFormatter = (value: number | string | undefined): string =>
  value === undefined || value === "" ? "" : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** For InputNumber: "12.500" read back as 12500. */
export const pointsInputParser = (text: string | undefined): number => {
  const digits = (text ?? "").replace(/[^\d]/g, "");
  return digits === "" ? 0 : Number(digits);
};

/** A tier's badge in its colour (the swatches are dark enough for white text). */
export function TierTag({
  name,
  colour,
}: {
  name: string | null | undefined;
  colour?: string | null;
}) {
  if (!name) return <>-</>;
  return (
    <Tag color={colour || undefined} style={{ color: "#fff", marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

import { RowTag } from "@/components/crud/row-tag";

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
    <RowTag color={colour || undefined} style={{ color: "#fff", marginInlineEnd: 0 }}>
      {name}
    </RowTag>
  );
}

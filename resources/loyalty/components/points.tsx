import { Tag } from "antd";

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

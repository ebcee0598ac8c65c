import { Image, Space } from "antd";
import { Text } from "@/components/plain-typography";
import type { ReactNode } from "react";
import {
  isImageValue,
  isListChange,
  listDifference,
  valueText,
  type ChangeReader,
} from "./change-text";

/** A change-log value on screen (the words are change-text.ts's; here images show as thumbnails). */

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      width={40}
      height={40}
      style={{ objectFit: "cover", borderRadius: 4 }}
      preview={{ mask: false }}
    />
  );
}

/** One value on screen: a thumbnail for an image, the struck-through old value when `old`. */
export function ChangeValue({
  value,
  reader,
  old,
  alt,
}: {
  value: unknown;
  reader: ChangeReader;
  old?: boolean;
  alt: string;
}) {
  const images = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === "string" && isImageValue(item, reader.field),
  );
  if (images.length && images.length === (Array.isArray(value) ? value.length : 1))
    return (
      <Space size={4} wrap>
        {images.slice(0, 4).map((src, index) => (
          <Thumbnail key={`${index}-${src.slice(-24)}`} src={src} alt={alt} />
        ))}
        {images.length > 4 && (
          <Text type="secondary">
            {reader.t("changeLogs.values.imageCount", { count: images.length })}
          </Text>
        )}
      </Space>
    );
  const text = valueText(value, reader);
  return old ? (
    <Text delete type="secondary">
      {text}
    </Text>
  ) : (
    <Text>{text}</Text>
  );
}

/** One change on screen, as `changeText` writes it, images as thumbnails. */
export function ChangeLine({
  label,
  before,
  after,
  reader,
}: {
  label: string;
  before: unknown;
  after: unknown;
  reader: ChangeReader;
}): ReactNode {
  const { t } = reader;
  if (isListChange(before, after, reader.field)) {
    const { added, removed } = listDifference(before, after);
    if (added.length || removed.length)
      return (
        <Text>
          <Text strong>{label}</Text>
          {": "}
          {added.length > 0 && (
            <>
              {t("changeLogs.values.added", { items: "" })}
              <ChangeValue value={added} reader={reader} alt={label} />
            </>
          )}
          {added.length > 0 && removed.length > 0 && "; "}
          {removed.length > 0 && (
            <>
              {t("changeLogs.values.removed", { items: "" })}
              <ChangeValue value={removed} reader={reader} alt={label} old />
            </>
          )}
        </Text>
      );
  }
  return (
    <Text>
      <Text strong>{label}</Text>
      {": "}
      <ChangeValue value={before} reader={reader} alt={label} old />
      {" → "}
      <ChangeValue value={after} reader={reader} alt={label} />
    </Text>
  );
}

import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { uploadFile } from "@providers/data/api";
import { Alert, Button, Flex, Progress, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { imageSizeProblem, readImageSize, type ImageSize } from "../schema/banner-rules";

interface BannerImageUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The size the slot expects (shown, and checked before the upload starts). */
  expected: ImageSize;
  /** The picture's name ("Desktop image"): button, progress and alt text. */
  label: string;
  id?: string;
}

/** The first bytes of a file (enough for readImageSize). */
const headOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read"));
    reader.readAsArrayBuffer(file.slice(0, 65536));
  });

/**
 * One banner picture: its expected size shown, the chosen file's size checked before it is uploaded
 * (a picture of other proportions or smaller is refused with a sentence saying why), then uploaded
 * through POST /uploads with a progress bar; a preview at the slot's proportions.
 */
export function BannerImageUpload({
  value,
  onChange,
  expected,
  label,
  id,
}: BannerImageUploadProps) {
  const { t } = useTranslation("promotions");
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const size = { width: expected.width, height: expected.height };

  const choose = async (file: File) => {
    setProblem(null);
    const actual = readImageSize(await headOf(file).catch(() => new Uint8Array()));
    if (!actual) {
      setProblem(t("promotions:banners.image.unreadable", { name: file.name }));
      return;
    }
    const wrong = imageSizeProblem(actual, expected);
    if (wrong) {
      setProblem(
        wrong === "tooSmall"
          ? t("promotions:banners.image.tooSmall", {
              name: file.name,
              ...size,
              actualWidth: actual.width,
              actualHeight: actual.height,
            })
          : t("promotions:banners.image.proportions", {
              name: file.name,
              ...size,
              actualWidth: actual.width,
              actualHeight: actual.height,
            }),
      );
      return;
    }
    setPercent(0);
    try {
      const { url } = await uploadFile(file, setPercent);
      if (url) onChange?.(url);
    } catch (error) {
      setProblem(t("crud.upload.failed", { name: file.name, message: (error as Error).message }));
    } finally {
      setPercent(null);
    }
  };

  const busy = percent !== null;
  return (
    <Flex vertical gap={8} align="flex-start" style={{ width: "100%" }}>
      <Typography.Text type="secondary">
        {t("promotions:banners.image.expected", size)}
      </Typography.Text>
      {value && (
        <div
          style={{
            width: "100%",
            maxWidth: expected.width >= expected.height * 2 ? 480 : 200,
            aspectRatio: `${expected.width} / ${expected.height}`,
            borderRadius: 8,
            overflow: "hidden",
          }}
        >
          <img
            src={value}
            alt={label}
            style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        </div>
      )}
      {busy && (
        <div style={{ width: 240 }}>
          <Typography.Text>{t("promotions:banners.image.uploading", { label })}</Typography.Text>
          <Progress
            percent={percent}
            size="small"
            aria-label={t("promotions:banners.image.uploading", { label })}
          />
        </div>
      )}
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      <Flex gap={8} wrap>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={busy}>
            {value
              ? t("promotions:banners.image.replace", { label })
              : t("promotions:banners.image.choose", { label })}
          </Button>
        </Upload>
        {value && (
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onChange?.(null)}
            disabled={busy}
          >
            {t("promotions:banners.image.remove", { label })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

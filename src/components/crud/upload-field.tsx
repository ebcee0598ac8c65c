import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import { uploadFile } from "@providers/data/api";
import { Button, Flex, Image, Progress, Tag, Typography, Upload } from "antd";
import type { UploadProps } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorToast } from "@/lib/error-toast";

/**
 * Keeps the keyboard's place through an upload: while a file uploads its button is disabled (or, with
 * the last image of a list, gone), and the browser drops the focus to the document's start. Once the
 * upload is over, a focus left nowhere goes back to the upload button, or, when there is none, to
 * the control marked `data-upload-fallback` (the new file's Remove button).
 */
function useFocusAfterUpload(busy: boolean) {
  const area = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const root = area.current;
    const target =
      root?.querySelector<HTMLElement>(".ant-upload button:not([disabled])") ??
      root?.querySelector<HTMLElement>("[data-upload-fallback]:not([disabled])");
    target?.focus();
  }, [busy]);
  return area;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/** Uploads through POST /uploads with a progress bar per file; resolves the stored URL. */
function useUploads() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [pending, setPending] = useState<Pending[]>([]);
  const upload = async (file: File): Promise<string | null> => {
    const uid = `${file.name}-${Date.now()}-${Math.random()}`;
    setPending((items) => [...items, { uid, name: file.name, percent: 0 }]);
    try {
      const { url } = await uploadFile(file, (percent) =>
        setPending((items) =>
          items.map((item) => (item.uid === uid ? { ...item, percent } : item)),
        ),
      );
      return url || null;
    } catch (error) {
      showError(t("crud.upload.failed", { name: file.name, message: (error as Error).message }));
      return null;
    } finally {
      setPending((items) => items.filter((item) => item.uid !== uid));
    }
  };
  const progress = pending.map((item) => (
    <div key={item.uid} style={{ width: 200 }}>
      <Typography.Text ellipsis style={{ display: "block" }}>
        {t("crud.upload.uploading", { name: item.name })}
      </Typography.Text>
      <Progress
        percent={item.percent}
        size="small"
        aria-label={t("crud.upload.uploading", { name: item.name })}
      />
    </div>
  ));
  return { upload, progress, busy: pending.length > 0 };
}

interface ImageListUploadProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
}

/** Ordered images: the first is the cover; move, remove, and add with upload progress. */
export function ImageListUpload({ value = [], onChange, max = 8 }: ImageListUploadProps) {
  const { t } = useTranslation();
  const { upload, progress, busy } = useUploads();
  const area = useFocusAfterUpload(busy);
  const images = value;
  // Uploads finish later: append to the latest list, not the one seen when they started.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  const set = (next: string[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };
  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    void upload(file).then((url) => {
      // Read the latest value through the form: the user may have reordered meanwhile.
      if (url) {
        latest.current = [...latest.current, url];
        onChange?.(latest.current);
      }
    });
    return false;
  };
  return (
    <Flex ref={area} wrap gap={12} align="flex-start">
      {images.map((url, index) => (
        <Flex key={`${url}-${index}`} vertical gap={4} align="center" style={{ width: 120 }}>
          <Image
            src={url}
            alt={t("crud.upload.imageAlt", { index: index + 1 })}
            width={112}
            height={112}
            style={{ objectFit: "cover", borderRadius: 8 }}
          />
          {index === 0 ? (
            <Tag color="orange">{t("crud.upload.cover")}</Tag>
          ) : (
            <Tag>{index + 1}</Tag>
          )}
          <Flex gap={2}>
            <Button
              size="small"
              icon={<ArrowLeftOutlined aria-hidden />}
              disabled={index === 0}
              aria-label={t("crud.upload.moveLeft")}
              onClick={() => move(index, index - 1)}
            />
            <Button
              size="small"
              icon={<ArrowRightOutlined aria-hidden />}
              disabled={index === images.length - 1}
              aria-label={t("crud.upload.moveRight")}
              onClick={() => move(index, index + 1)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t("crud.upload.remove")}
              // The list is full after an upload: the keyboard lands on the last image's Remove.
              data-upload-fallback={index === images.length - 1 ? "" : undefined}
              onClick={() => set(images.filter((_, i) => i !== index))}
            />
          </Flex>
        </Flex>
      ))}
      {progress}
      {images.length < max && (
        <Upload accept="image/*" multiple showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<UploadOutlined aria-hidden />}>{t("crud.upload.addImage")}</Button>
        </Upload>
      )}
    </Flex>
  );
}

interface FileUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  accept: string;
  buttonLabel: string;
  /** Shows the current file (an image, a 3D preview...). */
  preview?: (url: string) => ReactNode;
}

/** One file (a logo, a 3D model) uploaded with progress; removable. */
export function FileUpload({ value, onChange, accept, buttonLabel, preview }: FileUploadProps) {
  const { t } = useTranslation();
  const { upload, progress, busy } = useUploads();
  const area = useFocusAfterUpload(busy);
  return (
    <Flex ref={area} vertical gap={8} align="flex-start">
      {value && (
        <Flex gap={8} align="center" wrap>
          {preview ? (
            preview(value)
          ) : (
            <Typography.Link href={value} target="_blank">
              {value.split("/").pop()}
            </Typography.Link>
          )}
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            data-upload-fallback=""
            onClick={() => onChange?.(null)}
          >
            {t("crud.upload.remove")}
          </Button>
        </Flex>
      )}
      {progress}
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void upload(file).then((url) => url && onChange?.(url));
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={busy}>
          {buttonLabel}
        </Button>
      </Upload>
    </Flex>
  );
}

interface ImageUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  buttonLabel: string;
  /** What the image shows, for those who cannot see it. */
  alt: string;
  /** The preview's width and height in pixels. */
  size?: number;
  /** A logo is shown whole ("contain"), a picture fills its square ("cover"). */
  fit?: "contain" | "cover";
}

/** One image (a logo, a reward's picture): a FileUpload of images, previewed in a square. */
export function ImageUpload({
  buttonLabel,
  alt,
  size = 64,
  fit = "contain",
  ...input
}: ImageUploadProps) {
  return (
    <FileUpload
      {...input}
      accept="image/*"
      buttonLabel={buttonLabel}
      preview={(url) => (
        <Image src={url} alt={alt} width={size} height={size} style={{ objectFit: fit }} />
      )}
    />
  );
}

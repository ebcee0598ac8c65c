import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { Avatar, Button, Flex, Progress, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadFile } from "@providers/data/api";
import { config } from "@/config";
import { useErrorToast } from "@/lib/error-toast";

interface PhotoFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  initials: string;
}

/** The profile photo: uploaded through POST /uploads, the answer's URL kept in the form. */
export function PhotoField({ value, onChange, initials }: PhotoFieldProps) {
  const { t } = useTranslation("account");
  const showError = useErrorToast();
  const [percent, setPercent] = useState<number>();
  return (
    <Flex align="center" gap={16} wrap>
      <Avatar
        size={72}
        src={value || undefined}
        style={{ backgroundColor: config.ui.theme.primary }}
      >
        {initials}
      </Avatar>
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setPercent(0);
          uploadFile(file as Blob, setPercent)
            .then(({ url }) => {
              onChange?.(url);
              onSuccess?.({ url });
            })
            .catch((error: unknown) => {
              showError(error instanceof Error ? error.message : String(error));
              onError?.(error instanceof Error ? error : new Error(String(error)));
            })
            .finally(() => setPercent(undefined));
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={percent !== undefined}>
          {t("account:profile.upload")}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.("")}>
          {t("account:profile.removePhoto")}
        </Button>
      )}
      {percent !== undefined && <Progress percent={percent} size="small" style={{ width: 120 }} />}
    </Flex>
  );
}

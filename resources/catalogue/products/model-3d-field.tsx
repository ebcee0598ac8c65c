import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FileUpload } from "@/components/crud/upload-field";
import { Model3dPreview } from "./model-3d-preview";

interface Model3dFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** A FRAME's 3D model (.glb, feature3DModel), uploaded with progress and previewed where the browser can. */
export function Model3dField({ value, onChange }: Model3dFieldProps) {
  const { t } = useTranslation("catalogue");
  return (
    <FileUpload
      value={value}
      onChange={onChange}
      accept=".glb,model/gltf-binary"
      buttonLabel={t("catalogue:products.actions.upload3d")}
      preview={(url) => (
        <div>
          <Model3dPreview src={url} />
          {/* An uploaded file may come back as a data URL: only a real file name is worth showing. */}
          {!url.startsWith("data:") && (
            <Typography.Text type="secondary">{url.split("/").pop()}</Typography.Text>
          )}
        </div>
      )}
    />
  );
}

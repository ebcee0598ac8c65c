import { Typography } from "antd";
import { useTranslation } from "react-i18next";

/** Whether this browser can render WebGL (a 3D preview needs it). */
export function canShow3d(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return !!(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/** Placeholder until the 3D viewer is wired: says plainly when no preview can be shown. */
export function Model3dPreview({ src }: { src: string }) {
  const { t } = useTranslation();
  if (!canShow3d()) return <Typography.Text type="secondary">{t("products.model3d.noPreview")}</Typography.Text>;
  return (
    <Typography.Link href={src} target="_blank" rel="noreferrer">
      {t("products.model3d.open")}
    </Typography.Link>
  );
}

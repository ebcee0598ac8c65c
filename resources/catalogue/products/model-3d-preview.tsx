import { Spin, Typography } from "antd";
import { createElement, useEffect, useState } from "react";
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

let viewer: Promise<unknown> | undefined;
/** The <model-viewer> element is loaded only when a 3D model is shown (its chunk is large). */
const loadViewer = () => (viewer ??= import("@google/model-viewer"));

/**
 * A FRAME's 3D model (.glb), rotatable, where the browser can show one;
 * otherwise a plain link to the file and a sentence saying why.
 */
export function Model3dPreview({ src }: { src: string }) {
  const { t } = useTranslation("catalogue");
  const [supported] = useState(canShow3d);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let active = true;
    loadViewer().then(
      () => active && setReady(true),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [supported]);

  if (!supported || failed) {
    return (
      <Typography.Text type="secondary">
        {t("catalogue:products.model3d.noPreview")}{" "}
        <Typography.Link href={src} target="_blank" rel="noreferrer">
          {t("catalogue:products.model3d.open")}
        </Typography.Link>
      </Typography.Text>
    );
  }
  if (!ready) return <Spin size="small" aria-label={t("catalogue:products.model3d.loading")} />;
  // A custom element: attributes as the element expects them ("" = boolean attribute present).
  return createElement("model-viewer", {
    src,
    alt: t("catalogue:products.model3d.label"),
    "aria-label": t("catalogue:products.model3d.label"),
    "camera-controls": "",
    "auto-rotate": "",
    "shadow-intensity": "1",
    style: { width: 260, height: 200, background: "#fafafa", borderRadius: 8 },
  });
}

import { CloseCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import { Flex } from "antd";
import { Paragraph, Title } from "@/components/plain-typography";
import type { ReactNode } from "react";
import { config } from "@/config";

const ICONS = {
  info: <InfoCircleFilled style={{ fontSize: 56, color: config.ui.theme.primary }} />,
  error: <CloseCircleFilled style={{ fontSize: 56, color: "#ff4d4f" }} />,
};

/**
 * A full message screen (icon, title, explanation, actions) for the shell's own states: page load
 * failure, page crash, no sub-app access. Built from what every page already loads rather than antd's
 * Result, which would add ~10 KiB to every signed-in cold load (and could not be lazy-loaded: these
 * screens show precisely when downloading more code fails).
 */
export function StatusMessage({
  status,
  title,
  description,
  extra,
}: {
  status: keyof typeof ICONS;
  /** Left out where something else names the message (a dialog's title). */
  title?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: "48px 24px", textAlign: "center" }}>
      {ICONS[status]}
      {title ? (
        <Title level={3} style={{ margin: 0 }}>
          {title}
        </Title>
      ) : null}
      {description ? (
        <Paragraph type="secondary" style={{ maxWidth: 520, margin: 0 }}>
          {description}
        </Paragraph>
      ) : null}
      {extra ? (
        <Flex gap={8} style={{ marginTop: 12 }}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}

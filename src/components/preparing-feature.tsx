import { Flex, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";

export function PreparingFeature() {
  const { t } = useTranslation();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: 320 }}
      role="status"
    >
      <Spin size="large" />
      <Typography.Text type="secondary">{t("shell.preparingFeature")}</Typography.Text>
    </Flex>
  );
}

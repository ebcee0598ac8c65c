import { Flex, Spin } from "antd";
import { Text } from "./plain-typography";
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
      <Text type="secondary">{t("shell.preparingFeature")}</Text>
    </Flex>
  );
}

import { Flex, Spin } from "antd";
import { Text } from "@/components/plain-typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";

/**
 * Full-screen loader while feature modules (the shell chunk) download: the
 * message rotates every 3 s in the spec's order (spec 2.1), starting over after the last.
 */
export function FullPageLoader() {
  const { t } = useTranslation("login");
  const messages = [
    t("public.loader.downloading"),
    t("public.loader.goodDay"),
    t("public.loader.stillDownloading"),
    t("public.loader.thanks"),
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % messages.length),
      config.ui.loaderMessageRotationMs,
    );
    return () => clearInterval(timer);
  }, [messages.length]);
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: "100vh" }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <Text type="secondary">{messages[index]}</Text>
    </Flex>
  );
}

import { CloseCircleFilled } from "@ant-design/icons";
import { Button, Flex, theme } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Text, Title } from "./plain-typography";

/**
 * A failed load in place of the content it was for: an icon, a sentence, the server's reason and a way
 * out (usually "Try again"). Looks like antd's `<Result status="error">` without its module, which
 * carries the 403/404/500 illustrations (about 10 KiB gzip) into every list page's first load.
 */
export function ErrorState({
  title,
  subTitle,
  extra,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      role="alert"
      className="error-state"
      style={{ padding: "48px 32px", textAlign: "center" }}
    >
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorError }} />
      <Title level={3} style={{ margin: "16px 0 0", fontWeight: 400 }}>
        {title}
      </Title>
      {subTitle && <Text type="secondary">{subTitle}</Text>}
      {extra && <div style={{ marginTop: 16 }}>{extra}</div>}
    </Flex>
  );
}

/** A list that could not be loaded, in its place: the standard sentence, the server's reason, "Try again". */
export function LoadFailed({
  query,
}: {
  query: { error?: { message?: string } | null; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t("crud.errorState.title")}
      subTitle={query.error?.message}
      extra={
        <Button type="primary" onClick={() => void query.refetch()}>
          {t("crud.errorState.retry")}
        </Button>
      }
    />
  );
}

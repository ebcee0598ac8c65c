import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";

/** A show page's record that could not be loaded: the sentence, the server's reason, "Try again". */
export function RecordLoadFailed({
  message,
  query,
}: {
  message: string;
  query: { error?: { message?: string } | null; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      description={query.error?.message}
      action={<Button onClick={() => void query.refetch()}>{t("crud.errorState.retry")}</Button>}
    />
  );
}

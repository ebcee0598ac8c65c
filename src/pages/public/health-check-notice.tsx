import { Alert } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The auth layout's health check (spec 2.1): a failing backend is announced before anyone types. */
export function HealthCheckNotice({ url }: { url: string }) {
  const { t } = useTranslation("login");
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    // Loaded on use: the HTTP client is not part of the login page's first download.
    void import("@providers/auth/session-checks")
      .then(({ pingHealth }) => pingHealth(url))
      .then((result) => {
        if (!cancelled && !result.ok) setFailure(result.message);
      })
      // The check's own code did not arrive: nothing to say about the server.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (!failure) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t("public.healthCheck.failed", { message: failure })}
    />
  );
}

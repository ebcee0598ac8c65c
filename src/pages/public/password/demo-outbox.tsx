import { Alert } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getDemoOutbox } from "@providers/data/api";

/**
 * Demo API only (loaded behind the build-time flag): no e-mail leaves the browser, so the reset
 * link the "e-mail" carries is shown here, from the demo outbox (GET /demo/outbox), newest first.
 */
export default function DemoOutbox({ email }: { email: string }) {
  const { t } = useTranslation("login");
  const [link, setLink] = useState<string | null>();
  useEffect(() => {
    let cancelled = false;
    getDemoOutbox()
      .then((messages) => {
        const latest = messages
          .filter((message) => message.to.toLowerCase() === email.toLowerCase() && message.link)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        if (!cancelled) setLink(latest?.link ?? null);
      })
      .catch(() => !cancelled && setLink(null));
    return () => {
      cancelled = true;
    };
  }, [email]);
  if (!link) return null;
  const path = link.startsWith("http") ? new URL(link).pathname : link;
  return (
    <Alert
      type="info"
      showIcon
      style={{ textAlign: "left", marginTop: 16 }}
      message={t("forgot.demoOutbox.title")}
      description={
        <>
          {t("forgot.demoOutbox.text")} <Link to={path}>{t("forgot.demoOutbox.open")}</Link>
        </>
      }
    />
  );
}

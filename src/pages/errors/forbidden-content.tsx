import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { landingPath } from "@/session/landing";

/**
 * A private page the user's role may not open (rendered inside the shell in
 * place of the page, whose code and data are never requested).
 */
export default function ForbiddenContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t("errors403.title")}
      subTitle={t("errors403.message")}
      extra={
        <Button type="primary" onClick={() => navigate(landingPath())}>
          {t("errors403.backToDashboard")}
        </Button>
      }
    />
  );
}

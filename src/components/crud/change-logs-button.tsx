import { HistoryOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A record page's way to the record's change log (`to`: `links.brand.changeLogs(id)`). */
export function ChangeLogsButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button icon={<HistoryOutlined aria-hidden />}>{t("changeLogs.actions.open")}</Button>
    </Link>
  );
}

import { HistoryOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/hooks/use-access";

/**
 * A record page's way to the record's change log (`to`: `links.brand.changeLogs(id)`), shown only to
 * whoever may open it: the list permission of the log's area (`area`, e.g. "brand-change-logs").
 */
export function ChangeLogsButton({ to, area }: { to: string; area: string }) {
  const { t } = useTranslation();
  const allowed = useAccess(area, "list");
  if (!allowed) return null;
  return (
    <Link to={to}>
      <Button icon={<HistoryOutlined aria-hidden />}>{t("changeLogs.actions.open")}</Button>
    </Link>
  );
}

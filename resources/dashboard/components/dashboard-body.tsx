import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/hooks/use-access";
import { useSession } from "@/hooks/use-session";
import { can } from "@providers/access-control/permissions";
import { AttentionPanel } from "./attention-panel";
import { OutletPicker } from "./outlet-picker";
import { SummaryPanels } from "./summary-panels";
import { TrendPanels } from "./trend-panels";
import { useDashboardView } from "./use-dashboard-view";

/**
 * The panels of both dashboards, narrowed by the outlet chosen at their top: what needs attention
 * today, the figures, the charts. Each panel loads on its own. Panels the user may not see are
 * absent: the figures need the DASHBOARD codes of spec 6 on the main dashboard (product, transaction
 * and user lists) and the transaction list on the sub app's (its own outlets' orders).
 */
export function DashboardBody({ app }: { app: "main" | "sub" }) {
  const { t } = useTranslation("dashboard");
  const view = useDashboardView();
  const session = useSession();
  const mayListTransactions = useAccess("transactions", "list");
  const showFigures =
    app === "main"
      ? !!session && can(session.user.role.permissions, "DASHBOARD", "list")
      : mayListTransactions;
  const showPoints = useAccess("wallet-points", "list");
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          {app === "sub" ? t("dashboard:outlet.hintSub") : t("dashboard:outlet.hint")}
        </Typography.Text>
        <OutletPicker value={view.outlet} onChange={view.setOutlet} />
      </Flex>
      <AttentionPanel outlet={view.outlet} />
      {showFigures && <SummaryPanels outlet={view.outlet} showPoints={showPoints} />}
      {showFigures && <TrendPanels view={view} />}
    </Flex>
  );
}

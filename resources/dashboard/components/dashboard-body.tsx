import { Col, Flex, Row, Skeleton } from "antd";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/hooks/use-access";
import { useSession } from "@/hooks/use-session";
import { AttentionPanel } from "./attention-panel";
import { seesFigures } from "./early-figures";
import { AfterFirstView, FirstView, useSettleFirstView } from "./first-view";
import { PanelPlaceholder } from "./panel";
import { SummaryPanels } from "./summary-panels";
import { useDashboardView } from "./use-dashboard-view";
import { Text } from "@/components/plain-typography";

// Below the figures, or heavy (a tree select, date pickers, tables): loaded once the figures show.
const OutletPicker = lazy(() =>
  import("./outlet-picker").then((module) => ({ default: module.OutletPicker })),
);
const TrendPanels = lazy(() =>
  import("./trend-panels").then((module) => ({ default: module.TrendPanels })),
);

/**
 * The panels of both dashboards, narrowed by the outlet chosen at their top: what needs attention
 * today, the figures, the charts. Each panel loads on its own. Panels the user may not see are
 * absent: the figures need the DASHBOARD codes of spec 6 on the main dashboard (product, transaction
 * and user lists) and the transaction list on the sub app's (its own outlets' orders).
 */
export function DashboardBody({ app }: { app: "main" | "sub" }) {
  return (
    <FirstView>
      <Body app={app} />
    </FirstView>
  );
}

function Body({ app }: { app: "main" | "sub" }) {
  const { t } = useTranslation("dashboard");
  const view = useDashboardView();
  const session = useSession();
  // Read again when the session changes (useSession), as the early call reads it (early-figures.ts).
  const showFigures = !!session && seesFigures(app);
  const showPoints = useAccess("wallet-points", "list");
  // No figures to wait for: what lies below them loads at once.
  useSettleFirstView(!showFigures);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Text type="secondary">
          {app === "sub" ? t("dashboard:outlet.hintSub") : t("dashboard:outlet.hint")}
        </Text>
        <AfterFirstView fallback={<Skeleton.Input active style={{ width: 260 }} />}>
          <OutletPicker value={view.outlet} onChange={view.setOutlet} />
        </AfterFirstView>
      </Flex>
      <AttentionPanel outlet={view.outlet} />
      {showFigures && <SummaryPanels outlet={view.outlet} showPoints={showPoints} />}
      {showFigures && (
        <AfterFirstView fallback={<TrendLoading />}>
          <TrendPanels view={view} />
        </AfterFirstView>
      )}
    </Flex>
  );
}

/** The two chart panels while their code loads (their titles, and a skeleton each). */
function TrendLoading() {
  const { t } = useTranslation("dashboard");
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <PanelPlaceholder title={t("dashboard:trend.title")} rows={7} />
      </Col>
      <Col xs={24} xl={10}>
        <PanelPlaceholder title={t("dashboard:split.title")} rows={6} />
      </Col>
    </Row>
  );
}

import { useLayoutContext } from "../layout-context";
import { Layout } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { SiderMenu } from "./sider-menu";
import { useSession } from "@/hooks/use-session";
import { offersViewAs } from "@/hooks/use-view-mode";
import { useChunk } from "@/lib/page-loader";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";
import { viewAsSelect } from "./view-as-chunk";
import { Text } from "@/components/plain-typography";

/** The selector, its chunk loaded with the shell's (App.tsx): it renders with the sidebar. */
function ViewAsLoaded({ collapsed }: { collapsed: boolean }) {
  const Select = useChunk(viewAsSelect)?.default;
  return Select ? (
    <Select collapsed={collapsed} />
  ) : (
    <div style={{ height: collapsed ? 44 : 66 }} />
  );
}

/** The view-as selector, offered exactly when the user has the choice (spec 4: main role not sub admin, with sub roles). */
function ViewAs({ collapsed }: { collapsed: boolean }) {
  if (!offersViewAs(useSession())) return null;
  return (
    <WidgetErrorBoundary label="View-as selector">
      <ViewAsLoaded collapsed={collapsed} />
    </WidgetErrorBoundary>
  );
}

const { collapsedWidth, expandedWidth } = config.ui.sidebar;

const SiderDrawer = lazy(() => import("./sider-drawer"));

/** Desktop (lg and up) keeps the sidebar; tablet and mobile get a drawer (spec 2.3). */
export function useIsDesktop() {
  return useScreens().lg;
}

function SiderFooter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Text
      type="secondary"
      data-testid="sider-footer"
      style={{
        display: "block",
        padding: "12px 8px",
        fontSize: 12,
        textAlign: "center",
        borderTop: "1px solid #f0f0f0",
      }}
    >
      {collapsed
        ? `v${config.appVersion}`
        : t("shell.sider.footer", { version: config.appVersion, year, siteName: config.siteName })}
    </Text>
  );
}

function SiderContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <ViewAs collapsed={collapsed} />
      <SiderMenu collapsed={collapsed} onNavigate={onNavigate} />
      <SiderFooter collapsed={collapsed} />
    </div>
  );
}

export function AppSider() {
  const { siderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useLayoutContext();
  const isDesktop = useIsDesktop();

  if (!isDesktop) {
    return (
      // Closed at first: nothing to show while its chunk loads.
      <Suspense fallback={null}>
        <SiderDrawer open={mobileSiderOpen} onClose={() => setMobileSiderOpen(false)}>
          <SiderContent collapsed={false} onNavigate={() => setMobileSiderOpen(false)} />
        </SiderDrawer>
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      width={expandedWidth}
      collapsedWidth={collapsedWidth}
      collapsed={siderCollapsed}
      trigger={null}
      theme="light"
      data-testid="app-sider"
      style={{
        position: "sticky",
        top: config.ui.headerHeight,
        height: `calc(100vh - ${config.ui.headerHeight}px)`,
        borderInlineEnd: "1px solid #f0f0f0",
        overflow: "hidden",
      }}
    >
      <SiderContent collapsed={siderCollapsed} />
    </Layout.Sider>
  );
}

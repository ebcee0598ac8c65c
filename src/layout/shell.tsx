import { Grid, Layout } from "antd";
import { Outlet } from "react-router";
import { config } from "@/config";
import { SessionRules } from "@/session";
import { BreadcrumbLabelsProvider } from "@/components/breadcrumb-labels";
import { useOutletsOnLoad } from "@/hooks/use-global-filter";
import { MenuTreeProvider } from "@/hooks/use-menu-tree";
import { DemoBanner } from "./demo-banner";
import { AppHeader, MobilePageBar } from "./header/app-header";
import { FavoritesProvider } from "./header/favorites";
import { initialSidebarCollapsed, saveSidebarCollapsed } from "./preferences";
import { LayoutProvider } from "./layout-context";
import { AppSider } from "./sider/app-sider";

/**
 * The signed-in shell (spec 2.3, 2.4): fixed header, generated sidebar,
 * session rules, and the page of the current route in <Outlet />.
 */
export default function Shell() {
  const breakpoint = Grid.useBreakpoint();
  const isSmall = breakpoint.sm ?? true;
  useOutletsOnLoad();
  return (
    <MenuTreeProvider>
      <FavoritesProvider>
        <BreadcrumbLabelsProvider>
          <LayoutProvider
            initialSiderCollapsed={initialSidebarCollapsed()}
            onSiderCollapsed={saveSidebarCollapsed}
          >
            <Layout style={{ minHeight: "100vh" }} hasSider>
              <AppSider />
              <Layout>
                <AppHeader />
                <Layout.Content>
                  <div style={{ minHeight: 360, padding: isSmall ? 24 : 12 }}>
                    <MobilePageBar />
                    {config.demoApi && <DemoBanner />}
                    <main>
                      <SessionRules>
                        <Outlet />
                      </SessionRules>
                    </main>
                  </div>
                </Layout.Content>
              </Layout>
            </Layout>
          </LayoutProvider>
        </BreadcrumbLabelsProvider>
      </FavoritesProvider>
    </MenuTreeProvider>
  );
}

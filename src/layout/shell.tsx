import { Layout } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { Outlet } from "react-router";
import { config } from "@/config";
import { SessionRules } from "@/session";
import { BreadcrumbLabelsProvider } from "@/components/breadcrumb-labels";
import { useOutletsOnLoad } from "@/hooks/use-global-filter";
import { MenuTreeProvider } from "@/hooks/use-menu-tree";
import { PathnameProvider } from "@/hooks/use-pathname";
import { DemoBanner } from "./demo-banner";
import { AppHeader, MobilePageBar } from "./header/app-header";
import { FavoritesProvider } from "./header/favorites";
import { initialSidebarCollapsed, saveSidebarCollapsed } from "./preferences";
import { LayoutProvider } from "./layout-context";
import { AppSider } from "./sider/app-sider";
import { useFocusAfterNavigation } from "./page-focus";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The signed-in shell (spec 2.3, 2.4): fixed header, generated sidebar,
 * session rules, and the page of the current route in <Outlet />. One `main` landmark: the page's
 * (antd's Layout.Content would be a second one, so its place is a plain box), the target of the
 * "Skip to content" link that opens the shell.
 */
export default function Shell() {
  return (
    <PathnameProvider>
      <ShellLayout />
    </PathnameProvider>
  );
}

function ShellLayout() {
  const isSmall = useScreens().sm;
  useOutletsOnLoad();
  useFocusAfterNavigation(MAIN_CONTENT_ID);
  return (
    <MenuTreeProvider>
      <FavoritesProvider>
        <BreadcrumbLabelsProvider>
          <LayoutProvider
            initialSiderCollapsed={initialSidebarCollapsed()}
            onSiderCollapsed={saveSidebarCollapsed}
          >
            <SkipLink />
            <Layout style={{ minHeight: "100vh" }} hasSider>
              <AppSider />
              <Layout>
                <AppHeader />
                <div style={{ flex: "auto", minHeight: 0 }}>
                  <div style={{ minHeight: 360, padding: isSmall ? 24 : 12 }}>
                    <MobilePageBar />
                    {config.demoApi && <DemoBanner />}
                    <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: "none" }}>
                      <SessionRules>
                        <Outlet />
                      </SessionRules>
                    </main>
                  </div>
                </div>
              </Layout>
            </Layout>
          </LayoutProvider>
        </BreadcrumbLabelsProvider>
      </FavoritesProvider>
    </MenuTreeProvider>
  );
}

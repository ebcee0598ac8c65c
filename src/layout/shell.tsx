import { ThemedLayout } from "@refinedev/antd";
import { Outlet } from "react-router";
import { SessionRules } from "@/session";
import { BreadcrumbLabelsProvider } from "@/components/breadcrumb-labels";
import { MenuTreeProvider } from "@/hooks/use-menu-tree";
import { AppHeader, MobilePageBar } from "./header/app-header";
import { FavoritesProvider } from "./header/favorites";
import { initialSidebarCollapsed, saveSidebarCollapsed } from "./preferences";
import { AppSider } from "./sider/app-sider";

// ThemedLayout calls its Sider as a plain function (to learn whether one exists):
// these slots only return elements, so the real components keep their own hooks.
const SiderSlot = () => <AppSider />;
const HeaderSlot = () => <AppHeader />;

/**
 * The signed-in shell (spec 2.3, 2.4): fixed header, generated sidebar,
 * session rules, and the page of the current route in <Outlet />.
 */
export default function Shell() {
  return (
    <MenuTreeProvider>
      <FavoritesProvider>
        <BreadcrumbLabelsProvider>
          <ThemedLayout
            Sider={SiderSlot}
            Header={HeaderSlot}
            initialSiderCollapsed={initialSidebarCollapsed()}
            onSiderCollapsed={saveSidebarCollapsed}
          >
            <MobilePageBar />
            <main>
              <SessionRules>
                <Outlet />
              </SessionRules>
            </main>
          </ThemedLayout>
        </BreadcrumbLabelsProvider>
      </FavoritesProvider>
    </MenuTreeProvider>
  );
}

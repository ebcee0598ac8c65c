import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useLayoutContext } from "../layout-context";
import { Button, Layout } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { useSessionUser } from "@/hooks/use-session";
import { NotificationBell } from "../notifications/notification-bell";
import { SearchButton } from "../search/search-button";
import { FavoriteTabs } from "./favorite-tabs";
import { greetingName } from "./labels";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { FavoriteStar, PageBreadcrumbs } from "./page-breadcrumbs";
import { UserMenu } from "./user-menu";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";
import { Text } from "@/components/plain-typography";
import { usePathname } from "@/hooks/use-pathname";
import { isOverflowing, useMeasured } from "@/hooks/use-measured";
import "./app-header.css";

// Only the configured paths show it: antd's Select downloads with it.
const LazyOutletSelector = lazy(() => import("./outlet-selector"));

function OutletSelector({ compact }: { compact: boolean }) {
  return (
    <WidgetErrorBoundary label="Outlet selector">
      <Suspense fallback={<div style={{ width: compact ? 150 : 220 }} />}>
        <LazyOutletSelector compact={compact} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}

const { headerHeight } = config.ui;
const { collapsedWidth, expandedWidth } = config.ui.sidebar;

/** "Welcome, Alice" or "Welcome, Alice Admin (Super Admin)" (spec 2.4), when configured. */
function WelcomeLine() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!config.ui.welcomeLine.enabled || !user) return null;
  const text =
    config.ui.welcomeLine.form === "name-and-role"
      ? t("shell.header.welcomeRole", { name: greetingName(user.name), role: user.role.roleName })
      : t("shell.header.welcome", { name: greetingName(user.firstName || user.name) });
  return <WelcomeText text={text} />;
}

function WelcomeText({ text }: { text: string }) {
  const line = useRef<HTMLDivElement>(null);
  const cut = useMeasured(line, isOverflowing, false, text);
  return (
    // The first to give way when the header runs out of room (then the favorite tabs, then the
    // breadcrumbs): it shrinks a thousand times faster, down to nothing, and hides once it is cut.
    <div
      ref={line}
      style={{
        flex: "0 1000 auto",
        minWidth: 0,
        marginInlineEnd: 8,
        overflow: "hidden",
        visibility: cut ? "hidden" : undefined,
      }}
    >
      <Text type="secondary" style={{ whiteSpace: "nowrap" }} data-testid="welcome-line">
        {text}
      </Text>
    </div>
  );
}

/** Is the outlet selector configured for this path (exact path or below it)? */
export const showsOutletSelector = (
  pathname: string,
  paths: readonly string[] = config.ui.outletSelectorPaths,
) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The fixed 60 px header of spec 2.4. */
export function AppHeader() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const screens = useScreens();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } =
    useLayoutContext();
  const isDesktop = screens.lg;
  const wide = screens.xl;
  const compact = !isDesktop;

  const toggle = isDesktop ? (
    <Button
      type="text"
      icon={siderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={siderCollapsed ? t("shell.header.expandMenu") : t("shell.header.collapseMenu")}
      aria-expanded={!siderCollapsed}
      onClick={() => setSiderCollapsed(!siderCollapsed)}
    />
  ) : (
    <Button
      type="text"
      icon={<MenuOutlined aria-hidden />}
      aria-label={t("shell.header.openMenu")}
      aria-expanded={mobileSiderOpen}
      onClick={() => setMobileSiderOpen(!mobileSiderOpen)}
    />
  );

  return (
    <>
      {/* Keeps the content below the fixed header. */}
      <div style={{ height: headerHeight, flex: "none" }} aria-hidden />
      <Layout.Header
        role="banner"
        style={{
          position: "fixed",
          top: 0,
          insetInline: 0,
          zIndex: 100,
          height: headerHeight,
          lineHeight: "normal",
          padding: 0,
          display: "flex",
          alignItems: "center",
          background: "#fff",
          borderBottom: "1px solid #f0f0f0",
          boxShadow: "0 1px 4px rgba(0, 0, 0, 0.04)",
        }}
      >
        <div
          style={{
            width: isDesktop ? (siderCollapsed ? collapsedWidth : expandedWidth) : undefined,
            flex: "none",
            display: "flex",
            alignItems: "center",
            justifyContent: isDesktop && siderCollapsed ? "center" : "flex-start",
            gap: 8,
            paddingInline: isDesktop && siderCollapsed ? 0 : 16,
            transition: "width 0.2s",
          }}
        >
          {!isDesktop && toggle}
          <Logo compact={compact} showText={!(isDesktop && siderCollapsed)} />
        </div>
        <div
          style={{
            flex: "1 1 auto",
            minWidth: 0,
            display: "flex",
            alignItems: "center",
            gap: 12,
            paddingInline: 12,
          }}
        >
          {isDesktop && toggle}
          {isDesktop && (
            <div
              style={{
                display: "flex",
                alignItems: "center",
                gap: 4,
                minWidth: 0,
                flex: "0 1 auto",
              }}
            >
              <div className="header-breadcrumbs">
                <PageBreadcrumbs />
              </div>
              <FavoriteStar />
            </div>
          )}
          {isDesktop && <FavoriteTabs />}
        </div>
        {wide && <WelcomeLine />}
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: compact ? 2 : 8,
            paddingInlineEnd: compact ? 8 : 16,
            flex: "none",
          }}
        >
          {/* Between the tablet and the wide screen it takes the narrower width, as on a tablet. */}
          {showsOutletSelector(pathname) && !compact && <OutletSelector compact={!wide} />}
          {/* On a phone the search sits in the page bar below: the header has no room left. */}
          {screens.sm && <SearchButton compact={!wide} />}
          <LanguageSwitch compact={compact} />
          <NotificationBell />
          <UserMenu compact={compact} />
        </div>
      </Layout.Header>
    </>
  );
}

/** On tablet and mobile the breadcrumbs, star, favorites and outlet selector sit above the page. */
export function MobilePageBar() {
  const pathname = usePathname();
  const screens = useScreens();
  if (screens.lg) return null;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, marginBottom: 12 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 4 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 4,
            overflowX: "auto",
            flex: 1,
            minWidth: 0,
          }}
        >
          <PageBreadcrumbs />
          <FavoriteStar />
        </div>
        {!screens.sm && <SearchButton compact />}
      </div>
      <FavoriteTabs />
      {showsOutletSelector(pathname) && <OutletSelector compact />}
    </div>
  );
}

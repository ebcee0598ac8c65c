import { Col, Flex, Row, Spin } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { Text, Title } from "@/components/plain-typography";
import { Suspense, useDeferredValue, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { config } from "@/config";
import { HealthCheckNotice } from "./health-check-notice";
import { GlassesVisual } from "./glasses-visual";
import { LanguagePicker } from "./language-picker";

// The bright brand orange decorates the dark panel; on white, the text-safe orange takes over.
const { brand, secondary } = config.ui.theme;

/** The left panel: site name and a visual on a dark background (hidden below md). */
function VisualPanel() {
  const { t } = useTranslation("login");
  return (
    <Flex
      vertical
      justify="space-between"
      style={{
        height: "100%",
        padding: "48px 56px",
        color: "#fff",
        background: `radial-gradient(circle at 20% 15%, ${brand}33 0, transparent 45%), linear-gradient(160deg, ${secondary} 0%, #1f1f1f 100%)`,
      }}
    >
      <Title level={3} style={{ color: "#fff", margin: 0 }} data-testid="site-name">
        {config.siteName}
      </Title>
      <Flex vertical align="center" gap={32}>
        <GlassesVisual color={brand} />
        <div style={{ maxWidth: 420, textAlign: "center" }}>
          <Title level={2} style={{ color: "#fff", marginBottom: 8 }}>
            {t("public.visual.headline")}
          </Title>
          <Text style={{ color: "rgba(255,255,255,0.75)", fontSize: 16 }}>
            {t("public.visual.tagline")}
          </Text>
        </div>
      </Flex>
      <Text style={{ color: "rgba(255,255,255,0.55)" }}>{t("public.visual.footnote")}</Text>
    </Flex>
  );
}

/**
 * Renders its children in a second, low-priority pass right after the first one: the form is on
 * screen first, the decoration a frame later.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}

export function AuthFooter() {
  const { t } = useTranslation("login");
  return (
    <Text type="secondary" style={{ fontSize: 12, textAlign: "center" }} role="contentinfo">
      {t("public.footer", {
        version: config.appVersion,
        year: new Date().getFullYear(),
        siteName: config.siteName,
      })}
    </Text>
  );
}

/**
 * Two-column layout of the public pages (spec 2.1): the visual panel on the
 * left (hidden on mobile), the page on the right, a footer with version and
 * copyright, and the health check when a URL is configured.
 */
export function AuthLayout() {
  const screens = useScreens();
  return (
    <Row style={{ minHeight: "100vh", background: "#fff" }}>
      {/* Sticky: the visual stays in view while a long form (demo list, errors) scrolls. */}
      <Col
        xs={0}
        md={11}
        lg={12}
        style={{
          position: "sticky",
          top: 0,
          height: "100vh",
          alignSelf: "flex-start",
          background: secondary,
        }}
      >
        <AfterFirstPaint>
          <VisualPanel />
        </AfterFirstPaint>
      </Col>
      <Col xs={24} md={13} lg={12}>
        <Flex
          vertical
          style={{ minHeight: "100vh", padding: "20px 24px", boxSizing: "border-box" }}
        >
          <Flex justify="space-between" align="center" gap={12}>
            {/* The visual panel carries the site name from md up; below it, this line does. */}
            <Text
              strong
              style={{
                fontSize: 18,
                color: secondary,
                whiteSpace: "nowrap",
                visibility: screens.md ? "hidden" : "visible",
              }}
            >
              <span style={{ color: brand }} aria-hidden>
                ●
              </span>{" "}
              {config.siteName}
            </Text>
            <LanguagePicker />
          </Flex>
          <Flex vertical justify="center" align="center" style={{ flex: 1, padding: "32px 0" }}>
            <div style={{ width: "100%", maxWidth: 400 }}>
              {config.session.healthCheckUrl ? (
                <HealthCheckNotice url={config.session.healthCheckUrl} />
              ) : null}
              <Suspense
                fallback={
                  <Flex justify="center" style={{ padding: 48 }}>
                    <Spin />
                  </Flex>
                }
              >
                <Outlet />
              </Suspense>
            </div>
          </Flex>
          <AuthFooter />
        </Flex>
      </Col>
    </Row>
  );
}

import { useLogout } from "@refinedev/core";
import { Button, Flex, Spin } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { getSession } from "@providers/auth/session";
import { StatusMessage } from "@/components/status-message";
import { CHANGE_PASSWORD_PATH, decideRoute, type RouteDecision } from "./route-rules";
import { Text } from "@/components/plain-typography";

const overlayStyle = {
  position: "fixed",
  inset: 0,
  zIndex: 1100,
  background: "rgba(255,255,255,0.96)",
} as const;

function Redirecting({ text }: { text: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={overlayStyle}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <Text strong>{text}</Text>
    </Flex>
  );
}

function NoSubAppAccess() {
  const { t } = useTranslation();
  const { mutate: logout, isPending } = useLogout();
  return (
    <Flex align="center" justify="center" style={overlayStyle}>
      <StatusMessage
        status="error"
        title={t("session.subApp.noAccessTitle")}
        description={<span role="alert">{t("session.subApp.noAccess")}</span>}
        extra={
          <Button type="primary" loading={isPending} onClick={() => logout()}>
            {t("session.subApp.logout")}
          </Button>
        }
      />
    </Flex>
  );
}

/**
 * The route-change rules of spec 4 (app switch and password expiry). Returns
 * what to show instead of the page while a rule applies; `children` (the
 * page) render only when the route may proceed.
 */
export function AppSwitch({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Re-read on every route change: the password-expiry timer navigates, which lands here.
  const decision: RouteDecision = decideRoute(getSession(), pathname);

  useEffect(() => {
    if (decision.kind === "change-password") {
      navigate(CHANGE_PASSWORD_PATH, { replace: true });
      return;
    }
    if (decision.kind !== "to-sub-app" && decision.kind !== "to-main-app") return;
    const timer = setTimeout(() => navigate(decision.to, { replace: true }), decision.delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `decision` derives from these; its identity changes every render
  }, [decision.kind, pathname, navigate]);

  switch (decision.kind) {
    case "to-sub-app":
      return <Redirecting text={t("session.subApp.redirecting")} />;
    case "to-main-app":
      return <Redirecting text={t("session.mainApp.redirecting")} />;
    case "no-sub-app-access":
      return <NoSubAppAccess />;
    case "change-password":
      return null;
    default:
      return <>{children}</>;
  }
}

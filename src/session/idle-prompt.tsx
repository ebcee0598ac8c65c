import { Button, Modal } from "antd";
import { useEffect, useState } from "react";
import { useIdleTimer } from "react-idle-timer";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { signOutTo } from "./sign-out";
import { sessionPaths } from "@providers/auth/paths";
import { Paragraph, Title } from "@/components/plain-typography";

const { idleTimeoutMs, idleWarningMs, activityThrottleMs } = config.session;

/**
 * Idle rule (spec 4): 30 s before the 7-minute timeout the "Are you still
 * here?" modal counts down; "Im still here" keeps the session; the timeout
 * signs out, clears storage and goes to "/". Activity and the prompt are shared
 * across tabs (crossTab), so one active tab keeps all alive. Mounted only
 * while signed in: tracking starts at sign-in and stops at logout.
 */
export function IdlePrompt() {
  const { t } = useTranslation();
  const [prompted, setPrompted] = useState(false);
  const [remaining, setRemaining] = useState(Math.ceil(idleWarningMs / 1000));

  const timer = useIdleTimer({
    timeout: idleTimeoutMs,
    promptBeforeIdle: idleWarningMs,
    throttle: activityThrottleMs,
    crossTab: true,
    syncTimers: 200,
    name: "console-idle",
    onPrompt: () => setPrompted(true),
    onActive: () => setPrompted(false),
    onIdle: () => {
      setPrompted(false);
      timer.pause();
      signOutTo("/", t("session.idle.loggedOut"));
    },
  });

  useEffect(() => {
    if (!prompted) return;
    const tick = () => setRemaining(Math.max(0, Math.ceil(timer.getRemainingTime() / 1000)));
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [prompted, timer]);

  return (
    <Modal
      open={prompted}
      title={t("session.idle.title")}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={2000}
      // No zoom animation: the prompt must appear and go exactly when the timer says so.
      transitionName=""
      maskTransitionName=""
      footer={[
        <Button
          key="logout"
          onClick={() => {
            timer.pause();
            signOutTo(sessionPaths.login);
          }}
        >
          {t("session.idle.logout")}
        </Button>,
        <Button key="stay" type="primary" autoFocus onClick={() => timer.activate()}>
          {t("session.idle.stay")}
        </Button>,
      ]}
    >
      <Paragraph style={{ marginBottom: 0 }}>
        {t("session.idle.message", { seconds: remaining })}
      </Paragraph>
      <Title
        level={1}
        style={{ textAlign: "center", margin: "16px 0 0" }}
        aria-live="polite"
        data-testid="idle-countdown"
      >
        {remaining}
      </Title>
    </Modal>
  );
}

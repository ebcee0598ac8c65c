import type { NotificationProvider } from "@refinedev/core";
import { App as AntdApp, Button, Flex } from "antd";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_TOP } from "@/theme";
import { useToastRules } from "@/lib/toast";

/**
 * antd's App context (its `message`, `notification` and `modal`, read with `App.useApp()`) for the
 * console, around Refine. Only past sign-in: the modal, notification and message code it brings stays
 * off the sign-in page, whose few toasts go through `publicToasts` (src/components/toast-host.tsx).
 * No element of its own: the page's root (AppProviders) already wears antd's App styles.
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  return (
    // Toasts open at the top centre below the fixed header, where no action lives (src/lib/toast.ts).
    <AntdApp
      component={false}
      message={{ top: TOAST_TOP }}
      notification={{ top: TOAST_TOP, placement: "top" }}
    >
      {children}
    </AntdApp>
  );
}

/** The countdown + Undo of an undoable mutation (Refine's "progress" notification). */
function UndoableNotice({
  message,
  seconds,
  onUndo,
}: {
  message: string;
  seconds: number;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Flex align="center" justify="space-between" gap={12}>
      <span>
        {message} ({left})
      </span>
      <Button size="small" onClick={onUndo}>
        {t("buttons.undo", "Undo")}
      </Button>
    </Flex>
  );
}

/**
 * Refine's notification provider on antd's App context (inside `ConsoleApp`). Same rendering as
 * `@refinedev/antd`'s `useNotificationProvider` (its `message` is shown as the toast's text), written
 * here because importing that one pulls the whole `@refinedev/antd` package (layout, markdown,
 * tables...) into the console's first chunk.
 */
export function useAppNotificationProvider(): NotificationProvider {
  const { notification } = AntdApp.useApp();
  const rules = useToastRules();
  return useMemo<NotificationProvider>(
    () => ({
      open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
        if (type === "progress") {
          notification.open({
            key,
            message: null,
            duration: 0,
            closeIcon: false,
            description: (
              <UndoableNotice
                message={message}
                seconds={undoableTimeout ?? 5}
                onUndo={() => {
                  cancelMutation?.();
                  if (key) notification.destroy(key);
                }}
              />
            ),
          });
          return;
        }
        notification.open({
          key,
          description: message,
          message: description ?? null,
          type,
          ...rules(type),
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification, rules],
  );
}

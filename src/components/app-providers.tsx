import type { NotificationProvider } from "@refinedev/core";
import { App as AntdApp, Button, ConfigProvider, Flex, theme as antdTheme } from "antd";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useUiLocale } from "@providers/i18n/use-ui-locale";
import { themeConfig, TOAST_TOP } from "@/theme";
import { useToastRules } from "@/lib/toast";

export const appTheme = { algorithm: antdTheme.defaultAlgorithm, ...themeConfig };

/** Theme (spec 9: primary orange, secondary dark gray, radius 8px), antd locale and antd's App context. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useUiLocale();
  return (
    // Not virtual: antd's virtual option lists mark their visible options aria-selected without the
    // option role (their roles sit on a hidden copy); rendered in full, each is a real option of a
    // listbox. The console's option lists are short (brands and stores of one chain, server searches
    // of 20 at most).
    // A save refused by a rule brings the first refused field into view, above the sticky Save
    // footer, and gives it the focus: on a long form the message would otherwise sit screens away.
    <ConfigProvider
      theme={appTheme}
      locale={locale}
      virtual={false}
      form={{ scrollToFirstError: { block: "center", focus: true } }}
    >
      {/* Toasts open at the top centre below the fixed header, where no action lives (src/lib/toast.ts). */}
      <AntdApp message={{ top: TOAST_TOP }} notification={{ top: TOAST_TOP, placement: "top" }}>
        {children}
      </AntdApp>
    </ConfigProvider>
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
 * Refine's notification provider on antd's App context. Same rendering as
 * `@refinedev/antd`'s `useNotificationProvider` (its `message` is shown as the
 * toast's text), written here because importing that one pulls the whole
 * `@refinedev/antd` package (layout, markdown, tables...) into the login page.
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

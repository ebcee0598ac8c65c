import { useNotificationProvider } from "@refinedev/antd";
import { App as AntdApp, ConfigProvider, theme as antdTheme } from "antd";
import type { ReactNode } from "react";
import { useUiLocale } from "@providers/i18n/use-ui-locale";
import { config } from "@/config";

const { theme } = config.ui;

export const appTheme = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: theme.primary,
    colorLink: theme.primary,
    colorInfo: theme.primary,
    colorTextBase: "#262626",
    borderRadius: theme.borderRadius,
  },
  components: {
    Layout: { headerHeight: config.ui.headerHeight, siderBg: "#ffffff", headerBg: "#ffffff" },
    Menu: { itemSelectedBg: "#fff1e6", itemSelectedColor: theme.primary },
  },
};

/** Theme (spec 9: primary orange, secondary dark gray, radius 8px), antd locale and antd's App context. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useUiLocale();
  return (
    <ConfigProvider theme={appTheme} locale={locale}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export const useAppNotificationProvider = useNotificationProvider;

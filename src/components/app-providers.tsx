import { ConfigProvider, theme as antdTheme } from "antd";
import useAppStyle from "antd/es/app/style";
import { Provider as MotionProvider } from "rc-motion";
import { useContext, type ReactNode } from "react";
import { RowTranslationProvider } from "@providers/i18n/row-translation";
import { useUiLocale } from "@providers/i18n/use-ui-locale";
import { useReducedMotion } from "@/hooks/use-reduced-motion";
import { themeConfig } from "@/theme";
import { ToastHost } from "./toast-host";

export const appTheme = { algorithm: antdTheme.defaultAlgorithm, ...themeConfig };

/**
 * The page's root element with antd's App styles (text colour, font, size and line height), without
 * antd's `App` component: that one brings the modal, notification and message code to every page, the
 * sign-in page included. The console adds `App`'s context (src/components/console-app.tsx).
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("app");
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  return wrapCSSVar(
    <div className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(" ")}>{children}</div>,
  );
}

/**
 * Theme (spec 9: primary orange, secondary dark gray, radius 8px), antd locale, App styles and the
 * public toasts. For a user whose system asks for less motion, menus, pop-ups, dialogs, drawers and
 * toasts open and close at once instead of zooming, sliding or fading: antd animates them through
 * rc-motion, turned off here (antd's own `motion: false` token would also change every component's
 * styles, and so the stylesheet made at build time).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useUiLocale();
  const reducedMotion = useReducedMotion();
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
      <MotionProvider motion={!reducedMotion}>
        <RowTranslationProvider>
          <AppRoot>
            {children}
            <ToastHost />
          </AppRoot>
        </RowTranslationProvider>
      </MotionProvider>
    </ConfigProvider>
  );
}

import { CloseOutlined } from "@ant-design/icons";
import type { ArgsProps } from "antd/es/notification";
import { createElement, useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * The rules every toast follows (docs/architecture.md, "Toasts"):
 *
 * - Placed at the top centre, below the fixed header (`TOAST_TOP`, set once on antd's App for both
 *   `message` and `notification`): no action lives there. The user menu and the bell sit in the
 *   header above it, the page's buttons at the right of its title row and at the end of its form, and
 *   a dialog's footer lower down.
 * - A success or information toast closes by itself and is announced politely (`role="status"`).
 * - An error toast stays until it is dismissed with its close button (named in the user's language)
 *   and is announced at once (`role="alert"`): WCAG 2.2.1 (enough time) and 4.1.3 (status messages).
 */
export function useToastRules() {
  // The `login` namespace: it is loaded on every page, the sign-in page included, where waiting for
  // the console's texts would hold the page back (React shows its loader and then keeps it 300 ms).
  const { t } = useTranslation("login");
  return useCallback(
    (type: ArgsProps["type"]): Partial<ArgsProps> => {
      // rc-notification draws the close control as an `<a>` without href: the role makes it a button.
      // Given as an object, it also needs its icon (antd's own, otherwise left out).
      const closable = {
        "aria-label": t("toast.close"),
        role: "button",
        closeIcon: createElement(CloseOutlined, {
          className: "ant-notification-notice-close-icon",
          "aria-hidden": true,
        }),
      } as ArgsProps["closable"];
      return type === "error"
        ? { duration: 0, role: "alert", closable }
        : { role: "status", closable };
    },
    [t],
  );
}

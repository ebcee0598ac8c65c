import CopyOutlined from "@ant-design/icons-svg/es/asn/CopyOutlined";
import { ConfigProvider, Typography } from "antd";
import useLocale from "antd/es/locale/useLocale";
import useTypographyStyle from "antd/es/typography/style";
import { type MouseEvent, useContext, useEffect, useRef, useState } from "react";
import { lightIcon } from "./row-icons";

const COPY_ICON = lightIcon(CopyOutlined, { decorative: false });

/**
 * `<Typography.Text code copyable>` for a code in each row of a table. antd's copyable text mounts a
 * tooltip (its trigger), an ellipsis measure and their hooks in every row: twenty of them were about
 * half of what a page of a voucher's codes took to show (about 30 of 65 ms). This draws antd's own
 * markup with a plain copy button; its first click mounts antd's copyable text in its place and
 * clicks its copy button, which copies and says "Copied" as it always does (the focus moves with it).
 */
export function CopyableCode({ children }: { children: string }) {
  const [armed, setArmed] = useState(false);
  const real = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("typography");
  const [wrapCSSVar, hashId, cssVarCls] = useTypographyStyle(prefixCls);
  const [locale] = useLocale("Text");
  useEffect(() => {
    if (!armed) return;
    const button = real.current?.querySelector<HTMLButtonElement>(`.${prefixCls}-copy`);
    button?.click();
    if (hadFocus.current) button?.focus();
  }, [armed, prefixCls]);
  if (armed)
    return (
      <Typography.Text ref={real} code copyable>
        {children}
      </Typography.Text>
    );
  const arm = (event: MouseEvent<HTMLButtonElement>) => {
    hadFocus.current = document.activeElement === event.currentTarget;
    setArmed(true);
  };
  return wrapCSSVar(
    <span className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(" ")}>
      <code>
        {children}
        <button
          type="button"
          className={`${prefixCls}-copy`}
          aria-label={locale?.copy}
          onClick={arm}
        >
          {COPY_ICON}
        </button>
      </code>
    </span>,
  );
}

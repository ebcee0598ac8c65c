import { ConfigProvider } from "antd";
import useCardStyle from "antd/es/card/style";
import { useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";

interface PlainCardProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: "small";
  hoverable?: boolean;
  styles?: { body?: CSSProperties };
  "data-testid"?: string;
}

/**
 * antd's Card for a title, an extra and a body: the same elements, classes and styles, without the
 * tabs, cover, actions and loading block antd's own brings (its Tabs pull in rc-tabs and a dropdown).
 * For what every signed-in page shows at once (the dashboard's first view); cards that need those
 * use antd's Card.
 */
export function PlainCard({
  title,
  extra,
  size,
  hoverable,
  styles,
  className,
  children,
  ...rest
}: PlainCardProps) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("card");
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  return wrapCSSVar(
    <div
      {...rest}
      className={[
        prefixCls,
        `${prefixCls}-bordered`,
        size && `${prefixCls}-${size}`,
        hoverable && `${prefixCls}-hoverable`,
        direction === "rtl" && `${prefixCls}-rtl`,
        className,
        hashId,
        cssVarCls,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {(title || extra) && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {title && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={`${prefixCls}-body`} style={styles?.body}>
        {children}
      </div>
    </div>,
  );
}

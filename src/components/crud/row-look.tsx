import { ConfigProvider } from "antd";
import {
  createContext,
  type Context,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";

/** What antd's classes of a component need: its prefix ("ant-btn") and its style's hash. */
export interface Look {
  prefixCls: string;
  hashId: string;
  cssVarCls?: string;
}

/** antd's style hook of a component (`antd/es/<component>/style`). */
type UseStyle = (
  prefixCls: string,
) => readonly [(node: ReactElement) => ReactElement, string, string | undefined];

/**
 * A context with antd's style of `component` worked out once (its hook registers the style), and its
 * provider: for a light drawing of that component in each row of a table (RowButton, RowTag), where
 * antd's style hook in every row took about as long as the drawing itself. `extra` draws what else the
 * style needs once (the tag's colour styles).
 */
export function rowLook(
  component: string,
  useStyle: UseStyle,
  extra?: (prefixCls: string) => ReactNode,
): { Look: Context<Look | null>; LookProvider: (props: { children: ReactNode }) => ReactElement } {
  const Look = createContext<Look | null>(null);
  function LookProvider({ children }: { children: ReactNode }) {
    const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
    const prefixCls = getPrefixCls(component);
    const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
    const look = useMemo(() => ({ prefixCls, hashId, cssVarCls }), [prefixCls, hashId, cssVarCls]);
    return wrapCSSVar(
      <Look.Provider value={look}>
        {children}
        {extra?.(prefixCls)}
      </Look.Provider>,
    );
  }
  return { Look, LookProvider };
}

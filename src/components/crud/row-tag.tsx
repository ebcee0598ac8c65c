import { ConfigProvider } from "antd";
import { isPresetColor, isPresetStatusColor } from "antd/es/_util/colors";
import useTagStyle from "antd/es/tag/style";
import PresetColorStyle from "antd/es/tag/style/presetCmp";
import StatusColorStyle from "antd/es/tag/style/statusCmp";
import {
  createContext,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";

interface Look {
  tag: string;
  hashId: string;
  cssVarCls?: string;
}

const RowTagLook = createContext<Look | null>(null);

/**
 * antd's tag style, with its preset and status colours, worked out once for every row tag below it
 * (a list's table). Without it, each row tag asks for the style itself (its own provider).
 */
export function RowTagLookProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const tag = getPrefixCls("tag");
  const [wrapCSSVar, hashId, cssVarCls] = useTagStyle(tag);
  const look = useMemo(() => ({ tag, hashId, cssVarCls }), [tag, hashId, cssVarCls]);
  return wrapCSSVar(
    <RowTagLook.Provider value={look}>
      {children}
      <PresetColorStyle prefixCls={tag} />
      <StatusColorStyle prefixCls={tag} />
    </RowTagLook.Provider>,
  );
}

interface RowTagProps {
  /** antd's preset or status colour ("green", "success"), or a colour of its own ("#7b1fa2"). */
  color?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * antd's `<Tag color={…}>` for a value in each row of a list (a status, a type, a tier): antd's own
 * classes and styles on one element. antd's Tag is about three components with their hooks (its
 * colour's style is a component of its own); a list draws one or two in each of its rows.
 */
export function RowTag(props: RowTagProps): ReactElement {
  const look = useContext(RowTagLook);
  if (!look)
    return (
      <RowTagLookProvider>
        <RowTag {...props} />
      </RowTagLookProvider>
    );
  const { color, style, children } = props;
  const { tag, hashId, cssVarCls } = look;
  const own = !!color && !isPresetColor(color) && !isPresetStatusColor(color);
  return (
    <span
      className={[
        tag,
        color && !own && `${tag}-${color}`,
        own && `${tag}-has-color`,
        hashId,
        cssVarCls,
      ]
        .filter(Boolean)
        .join(" ")}
      style={own ? { backgroundColor: color, ...style } : style}
    >
      {children}
    </span>
  );
}

import { isPresetColor, isPresetStatusColor } from "antd/es/_util/colors";
import useTagStyle from "antd/es/tag/style";
import PresetColorStyle from "antd/es/tag/style/presetCmp";
import StatusColorStyle from "antd/es/tag/style/statusCmp";
import { type CSSProperties, type ReactElement, type ReactNode, useContext } from "react";
import { rowLook } from "./row-look";

const tagLook = rowLook("tag", useTagStyle, (tag: string) => (
  <>
    <PresetColorStyle prefixCls={tag} />
    <StatusColorStyle prefixCls={tag} />
  </>
));
const RowTagLook = tagLook.Look;

/**
 * antd's tag style, with its preset and status colours, worked out once for every row tag below it
 * (a list's table, RowKitProvider). Without it, each row tag asks for the style itself (its own
 * provider).
 */
export const RowTagLookProvider = tagLook.LookProvider;

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
  const { prefixCls: tag, hashId, cssVarCls } = look;
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
